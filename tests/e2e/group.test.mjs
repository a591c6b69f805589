// Arcēs for three and four at a distance (docs/remote.md, "Three and four"): one browser context
// per person. By link: three devices play a whole game of arces-3, every message opened on each
// of the others, and `quintet remote verify` checks it; a fourth device that opens the invite
// late only watches; a resignation goes in its sender's turn and ends the game for everyone.
// Live: four devices play a whole game of arces-4 through a Mosquitto of the test's own, the
// joiners in order, every move arriving by itself; one of them goes away and catches up from the
// others' retained posts; the relay holds one sealed post per person.
// The choices are made through the remote variant's test hook (window.quintetRemote).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced, until } from './remote-harness.mjs';
import { startBroker, relayBuild, matchTopic, readRetained } from './broker.mjs';

const dist = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
const QUINTET = fileURLToPath(new URL('../../target/debug/quintet', import.meta.url));
const skip = !existsSync(dist) && 'no build in dist/';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let server;
let browser;
before(async () => {
  if (skip) return;
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `link` on `d` as arriving at it does, and returns what it shows. */
async function open(d, link) {
  await d.page.evaluate((url) => quintetRemote.open(url), paced(link));
  return state(d.page);
}

/**
 * A new game of `id` among `n` new devices at `url` (a server): the inviter takes `side`; each
 * joiner opens the invite, then (by link) the acceptances before its own, and accepts. Returns
 * the devices and the links, each with its sender.
 */
async function gather(url, id, side, n, live) {
  const devices = [];
  for (let i = 0; i < n; i++) devices.push(await device(browser));
  const [a] = devices;
  await a.page.goto(`${url}?remote=new&game=${id}&pace=0`);
  await ready(a.page);
  assert.match(await a.page.textContent('#remote-side'), new RegExp(`the ${n - 1} other players`));
  await a.page.click(`#remote-sides button[data-side="${side}"]`);
  const invite = (await state(a.page)).link;
  const links = [{ from: 0, link: invite }];
  for (let i = 1; i < n; i++) {
    const d = devices[i];
    await d.page.goto(paced(invite));
    await ready(d.page);
    if (!live) for (const { link } of links.slice(1)) await open(d, link);
    const letter = 'ijkl'[i];
    await until(async () => (await state(d.page)).person === letter, `joiner ${i} is next to join`);
    const invited = await state(d.page);
    assert.equal(invited.mode, 'invited');
    assert.match(invited.text, new RegExp(`${i} of ${n} players are in`));
    await d.page.evaluate(() => quintetRemote.send());
    const sent = await state(d.page);
    assert.equal(sent.mode, 'playing', sent.message);
    assert.ok(sent.joined);
    links.push({ from: i, link: sent.link });
    if (!live) {
      for (let j = 0; j < i; j++) {
        const got = await open(devices[j], sent.link);
        assert.equal(got.messages, i + 1, got.message);
      }
    }
  }
  return { devices, links };
}

test('Arcēs for three: a whole game by links among three devices; a late fourth only watches; quintet remote verify checks it', { skip }, async () => {
  const { devices, links } = await gather(server.url, 'arces-3', 'random', 3, false);
  // Everyone has joined: a device that opens the invite now can only watch.
  const late = await device(browser);
  await late.page.goto(paced(links[0].link));
  await ready(late.page);
  for (const { link } of links.slice(1)) await open(late, link);
  const watching = await state(late.page);
  assert.ok(watching.full && !watching.mayAct);
  assert.match(watching.text, /already has its 3 players/);
  await late.context.close();
  for (let n = 3; n < 600; n++) {
    const states = await Promise.all(devices.map((d) => state(d.page)));
    if (states.every((s) => s.over)) break;
    const movers = states.flatMap((s, i) => (s.myTurn ? [i] : []));
    assert.equal(movers.length, 1, `one device sends message ${n}: ${JSON.stringify(states.map((s) => s.text))}`);
    const [m] = movers;
    // Only the device to move offers Resign (docs/remote.md: a resignation goes in its turn).
    for (const [i, d] of devices.entries()) {
      if (n > 3) assert.equal(await d.page.isVisible('#remote-resign'), i === m, `resign on ${i}`);
    }
    await devices[m].page.evaluate((seed) => quintetRemote.play(seed), n);
    await devices[m].page.evaluate(() => quintetRemote.send());
    const sent = await state(devices[m].page);
    assert.equal(sent.messages, n + 1, `message ${n} sent (${sent.message} ${sent.text})`);
    links.push({ from: m, link: sent.link });
    for (const [i, d] of devices.entries()) {
      if (i === m) continue;
      const got = await open(d, sent.link);
      assert.equal(got.messages, n + 1, `message ${n} received on ${i} (${got.message})`);
      assert.equal(got.record, sent.record);
    }
  }
  const ends = await Promise.all(devices.map((d) => state(d.page)));
  assert.ok(ends.every((s) => s.over), 'the game ended');
  assert.match(ends[0].record, /^arces-3/);
  assert.ok(existsSync(QUINTET), `${QUINTET}: run cargo test first (it builds the debug binary)`);
  const report = execFileSync(QUINTET, ['remote', 'verify', '-'], { input: links.map((l) => l.link).join('\n') }).toString();
  assert.match(report, new RegExp(`^verified: ${links.length} messages`, 'm'));
  assert.match(report, /seats drawn from SHA-256/);
  assert.deepEqual(devices.flatMap((d) => d.errors), []);
  for (const d of devices) await d.context.close();
});

test('Arcēs for three: the inviter\'s message starts the game; a resignation goes in its sender\'s turn and ends the game for everyone', { skip }, async () => {
  // The inviter takes North; the joiners follow in turn order: South, then West.
  const { devices } = await gather(server.url, 'arces-3', 'north', 3, false);
  const relay = async (m) => {
    const sent = await state(devices[m].page);
    for (const [i, d] of devices.entries()) if (i !== m) await open(d, sent.link);
  };
  // Everyone is in: the inviter's message starts the game, with no move (South moves first).
  const start = await state(devices[0].page);
  assert.ok(start.ready && start.seat === 'north', JSON.stringify(start));
  assert.match(start.text, /Everyone is in: send this to the others to start the game/);
  await devices[0].page.evaluate(() => quintetRemote.send());
  await relay(0);
  await devices[1].page.evaluate(() => quintetRemote.play(1));
  const south = await state(devices[1].page);
  assert.equal(south.seat, 'south');
  assert.match(south.text, /Your turn is complete: send it to the others/);
  await devices[1].page.evaluate(() => quintetRemote.send());
  await relay(1);
  const west = await state(devices[2].page);
  assert.ok(west.myTurn && west.seat === 'west');
  assert.ok(await devices[0].page.isHidden('#remote-resign'), 'North waits: no Resign');
  assert.match((await state(devices[0].page)).text, /Waiting for West to move/);
  // Resign, pressed twice.
  await devices[2].page.evaluate(() => quintetRemote.resign());
  await devices[2].page.evaluate(() => quintetRemote.resign());
  await relay(2);
  for (const [i, d] of devices.entries()) {
    const s = await state(d.page);
    assert.ok(s.over, `over on ${i}`);
    if (i !== 2) assert.match(s.text, /West resigned: the game is over/);
    assert.match(s.status, /West.* resigned/);
  }
  // The result panel: the game is over, and nobody won it.
  await devices[0].page.waitForSelector('#result:not([hidden])');
  const result = await devices[0].page.textContent('#result');
  assert.match(result, /Game over/);
  assert.doesNotMatch(result, /wins/);
  for (const d of devices) await d.context.close();
});

test('Arcēs for four live: four devices join in order and play a whole game, every move arriving by itself; the relay holds ciphertext', { skip }, async () => {
  const broker = await startBroker();
  const build = relayBuild(broker.url);
  const relayServer = await serve({ dir: build.dir });
  try {
    const { devices, links } = await gather(relayServer.url, 'arces-4', 'random', 4, true);
    const key = (await state(devices[0].page)).key;
    await until(async () => (await Promise.all(devices.map((d) => state(d.page)))).every((s) => s.live === 'live' && s.messages >= 4),
      'everyone is in, live');
    let seed = 1;
    // One person goes away just after their move; the three others each move once, so the game
    // waits for the absent one; back, their page catches up from the three retained posts,
    // which arrive in no particular order.
    const play = async (ds) => {
      for (const d of ds) {
        const s = await state(d.page);
        if (s.mayAct) await d.page.evaluate((n) => quintetRemote.play(n), seed++);
      }
    };
    await until(async () => (await state(devices[0].page)).messages >= 8 || (await play(devices), false), 'a few moves');
    // The one who sent the latest message (the devices are persons i, j, k, l in order).
    const last = await state(devices[0].page);
    const awayLetter = last.last;
    const away = devices['ijkl'.indexOf(awayLetter)];
    const before = await state(away.page);
    assert.equal(before.person, awayLetter);
    await away.page.goto('about:blank');
    const others = devices.filter((d) => d !== away);
    await until(async () => {
      const s = await state(others[0].page);
      if (s.over) return true;
      if (s.sender === awayLetter && s.messages > before.messages) return true;
      await play(others);
      return false;
    }, 'the others move until the absent one is to move', 60_000);
    const waitingFor = await state(others[0].page);
    assert.ok(waitingFor.over || waitingFor.messages >= before.messages + 2, 'the others moved meanwhile');
    await away.page.goto(`${relayServer.url}?remote=${key}&pace=0`);
    await ready(away.page);
    await until(async () => (await state(away.page)).messages === waitingFor.messages, 'the absent one catches up from the relay');
    assert.equal((await state(away.page)).record, waitingFor.record, 'nothing lost');
    const end = Date.now() + 240_000;
    let waitingSeen = false;
    for (;;) {
      const states = await Promise.all(devices.map((d) => state(d.page)));
      if (states.every((s) => s.over) && new Set(states.map((s) => s.messages)).size === 1) {
        assert.equal(new Set(states.map((s) => s.record)).size, 1, 'every device has the same game');
        break;
      }
      assert.ok(Date.now() < end, `the live game went on too long (${states[0].messages} messages)`);
      for (const [i, s] of states.entries()) assert.doesNotMatch(s.message, /not accepted/, `${i}: ${s.message}`);
      if (states.some((s) => /Waiting for (South|West|North|East) to move: the moves appear here by themselves/.test(s.text))) waitingSeen = true;
      let acted = false;
      for (const [i, s] of states.entries()) {
        if (s.mayAct) {
          await devices[i].page.evaluate((n) => quintetRemote.play(n), seed++);
          acted = true;
        }
      }
      if (!acted) await sleep(15);
    }
    assert.ok(waitingSeen, 'the panel said whose move the others wait for');
    const ends = await Promise.all(devices.map((d) => state(d.page)));
    assert.match(ends[0].record, /^arces-4/);
    assert.ok(ends[0].messages > links.length, 'moves were played');
    // What the relay keeps: one sealed post per person, none showing the game.
    const topic = matchTopic(key);
    const held = readRetained(broker, `${topic}/+`, 4);
    assert.deepEqual(held.map((m) => m.topic).sort(), ['i', 'j', 'k', 'l'].map((p) => `${topic}/${p}`));
    for (const { payload } of held) {
      assert.equal(payload[0], 1, 'framing version');
      const text = payload.toString('latin1');
      for (const clear of ['arces', 'Arc', 'play=', 'south', 'west', 'north', 'east', key]) {
        assert.ok(!text.includes(clear), `the payload shows ${clear}`);
      }
    }
    assert.deepEqual(devices.flatMap((d) => d.errors).filter((e) => !/WebSocket/.test(e)), []);
    for (const d of devices) await d.context.close();
  } finally {
    await relayServer.close();
    build.remove();
    await broker.close();
  }
});
