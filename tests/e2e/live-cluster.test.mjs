// Live games through a three-node NATS cluster (issue 51, docs/remote.md "Running a relay"):
// Debian's nats-server started by the test on free ports of 127.0.0.1 (scripts/brokers.mjs:
// JetStream in a temporary folder, the retained messages replicated on the three nodes), a copy
// of the build naming the three nodes' WebSocket addresses as its relay list, and the tests every
// relay passes (live-cases.mjs; "the relay stops" stops the whole cluster, "frozen" freezes it).
// Then: the node both devices are on is killed (SIGKILL) mid-game, in the middle of a move; both
// move to another node by themselves, the game goes on live with nothing lost or applied twice,
// and the node, started again, rejoins (its monitor shows its routes, and it serves the game's
// retained posts written while it was down); addresses that answer with an error, refuse the
// WebSocket path, close every line or never answer are left for the next one, the badge saying
// so and never Live before a broker accepted. One cluster for the whole file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from './harness.mjs';
import { device, ready, state, paced, until } from './remote-harness.mjs';
import {
  startCluster, startBadRelay, relayBuild, matchTopic, readRetained, otherAddresses, upgrade,
} from './broker.mjs';
import {
  live, setUp, tearDown, liveCases, skip, sleep, gameAt, playLive, bothUntil, closeGame,
} from './live-cases.mjs';

before(() => setUp(startCluster));
after(tearDown);
liveCases();

/** Both devices start on the relay list's first address (the page picks with Math.random). */
const firstRelay = () => { Math.random = () => 0; };

/** What a plain client reads of the game's two retained posts on node `i`, by topic. */
function retainedOn(i, key) {
  const node = { port: live.broker.nodes[i].mqtt };
  const held = readRetained(node, `${matchTopic(key)}/+`, 2);
  return Object.fromEntries(held.map((m) => [m.topic, m.payload.toString('hex')]));
}

test('the cluster\'s listeners are on this machine only', { skip }, async () => {
  for (const node of live.broker.nodes) {
    assert.match(await upgrade('127.0.0.1', node.ws), /^HTTP\/1\.1 101/);
    for (const address of otherAddresses()) {
      for (const p of [node.ws, node.mqtt]) assert.equal(await upgrade(address, p), 'ECONNREFUSED', `${address}:${p}`);
    }
  }
});

test('the node both devices are on is killed mid-move: both go on through another, and it rejoins', { skip }, async () => {
  const cluster = live.broker;
  const urls = cluster.nodes.map((n) => n.url);
  const n1 = urls[0];
  const { game } = await gameAt('senet', 'black', 5, { init: firstRelay });
  const { a, b, key } = game;
  for (const { page } of [a, b]) assert.equal((await state(page)).relay, n1, 'both start on node 1');
  // The mover plays its turn (its throws ask through node 1) and node 1 dies as it sends.
  const mover = (await state(a.page)).myTurn ? a : b;
  const at = await state(mover.page);
  await mover.page.evaluate(() => quintetRemote.play(21));
  await cluster.killNode(0);
  try {
    await killedMidMove(game, at, urls);
  } finally {
    // Whatever happened, the file's later tests find three nodes.
    for (let i = 0; i < 3; i++) if (!cluster.nodeUp(i)) await cluster.startNode(i);
  }
  assert.deepEqual([...a.errors, ...b.errors].filter((e) => !/WebSocket/.test(e)), []);
  await closeGame(game);
});

/** The rest of the node test, from node 1's death. */
async function killedMidMove(game, at, urls) {
  const cluster = live.broker;
  const { a, key } = game;
  const n1 = urls[0];
  await bothUntil(game, (s) => s.live === 'live' && s.relay !== n1, 'both live through another node', 30_000);
  // The turn under way when the node died is finished and arrives once.
  const [sa] = await playLive(game, at.messages + 4);
  assert.ok(sa.messages >= at.messages + 4);
  // Node 1 starts again and rejoins the cluster: routes to both others, and the posts written
  // while it was down served from it.
  await cluster.startNode(0);
  const want = await until(async () => {
    const [one, two] = [retainedOn(0, key), retainedOn(1, key)];
    return Object.keys(one).length === 2 && JSON.stringify(one) === JSON.stringify(two) && one;
  }, 'node 1 serves the same retained posts as node 2', 30_000);
  assert.equal(Object.keys(want).length, 2);
  // The node the first device is on now dies in turn: the devices move on again.
  const on = urls.indexOf((await state(a.page)).relay);
  await cluster.killNode(on);
  await bothUntil(game, (s) => s.live === 'live' && s.relay !== urls[on], 'both live through a third node', 30_000);
  const end = await playLive(game, sa.messages + 3);
  assert.equal(end[0].record, end[1].record);
  for (const s of end) assert.doesNotMatch(s.message, /not accepted|already/);
  await cluster.startNode(on);
}

test('bad relay addresses are left for the next one, the badge says so, and Live waits for a broker', { skip }, async () => {
  const target = live.broker.nodes[2].ws;
  const modes = ['refuse', 'path', 'close', 'silent'];
  const bad = await Promise.all(modes.map((m) => startBadRelay(m, target)));
  const build = relayBuild(bad.map((r) => r.url).join(' '));
  const server = await serve({ dir: build.dir });
  try {
    const a = await device(live.browser);
    await a.context.addInitScript(firstRelay);
    // Every badge the page shows, with the address in use when it showed it.
    await a.context.addInitScript(() => {
      window.badges = [];
      new MutationObserver(() => {
        const badge = document.getElementById('remote-live');
        if (!badge || !window.quintetRemote) return;
        const s = window.quintetRemote.state();
        const last = window.badges.at(-1);
        const seen = { text: badge.textContent, live: s.live, relay: s.relay };
        if (!last || last.text !== seen.text || last.relay !== seen.relay) window.badges.push(seen);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await a.page.goto(`${server.url}?remote=new&game=senet&pace=0`);
    await ready(a.page);
    await a.page.click('#remote-sides button[data-side="black"]');
    // Each bad address is tried and left: refused, 404, closed; the silent one within 10 s.
    await until(() => bad.every((r) => r.attempts[r.mode] >= 1), 'every address tried', 20_000);
    await until(async () => (await state(a.page)).relay !== bad[3].url, 'the silent address given up', 15_000);
    // The first address works again: the page gets there by itself.
    bad[0].setMode('pass');
    await until(async () => (await state(a.page)).live === 'live', 'live through the first address', 30_000);
    const badges = await a.page.evaluate(() => window.badges);
    assert.ok(badges.some((x) => /trying another relay/.test(x.text)), JSON.stringify(badges));
    const early = badges.filter((x) => x.live === 'live' && x.relay !== bad[0].url);
    assert.deepEqual(early, [], 'never Live through an address that did not accept');
    // The friend joins through the relay that works; the acceptance arrives by itself.
    const invite = await state(a.page);
    const b = await device(live.browser);
    await b.context.addInitScript(firstRelay);
    await b.page.goto(paced(invite.link));
    await ready(b.page);
    await b.page.evaluate(() => quintetRemote.send());
    await until(async () => (await state(a.page)).messages >= 2, 'the acceptance arrives by itself');
    await a.context.close();
    await b.context.close();
  } finally {
    await server.close();
    build.remove();
    await Promise.all(bad.map((r) => r.close()));
  }
});

