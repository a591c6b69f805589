// Arcēs for three and four at a distance (docs/remote.md, "Three and four", "Version 2"): one
// browser context per person. Every joiner accepts from the invitation alone, at the same time
// as the others, and the inviter gathers the acceptances in any order. By link: three devices
// play a whole game of arces-3, every message opened on each of the others, and `quintet remote
// verify` checks it; a fourth device that opens the invite late is told the game is full and
// only watches, never shown as a player; a resignation goes in its sender's turn and ends the
// game for everyone. Live: four devices play a whole game of arces-4 through a Mosquitto of the
// test's own, the acceptances and every move arriving by themselves; one of them goes away and
// catches up from the others' retained posts; the relay holds one sealed post per person.
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
 * A new game of `id` among `n` new devices at `url` (a server): the inviter takes `side`; every
 * joiner opens the invite alone and accepts at the same time as the others (version 2: the
 * inviter gathers the acceptances); by link the inviter opens them in reverse order, live they
 * arrive by themselves. Returns the devices and the links, each with its sender.
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
  const joiners = devices.slice(1);
  await Promise.all(joiners.map(async (d) => {
    await d.page.goto(paced(invite));
    await ready(d.page);
    const invited = await state(d.page);
    assert.equal(invited.mode, 'invited');
    assert.equal(invited.version, 2);
    assert.match(invited.text, new RegExp(`1 of ${n} players are in`));
  }));
  // Everyone presses Accept at once.
  await Promise.all(joiners.map((d) => d.page.evaluate(() => quintetRemote.send())));
  for (const [i, d] of joiners.entries()) {
    const sent = await state(d.page);
    assert.equal(sent.mode, 'playing', sent.message);
    assert.ok(sent.joined);
    // By link a joiner's seat is fixed when the game starts (live, the inviter's device may
    // have started it already).
    if (!live) assert.equal(sent.seat, null, 'a joiner\'s seat is fixed when the game starts');
    if (!live) assert.match(sent.text, /Your acceptance is made/);
    links.push({ from: i + 1, link: sent.link });
  }
  if (!live) {
    for (const { link } of links.slice(1).reverse()) {
      const got = await open(a, link);
      assert.doesNotMatch(got.message, /not accepted/, got.message);
    }
    const begin = await state(a.page);
    assert.equal(begin.inSoFar, n, 'the inviter holds every acceptance');
    assert.ok(begin.myTurn, JSON.stringify(begin));
    // The inviter's message starts the game, with its first move where its seat moves first.
    assert.match(begin.text, begin.mayAct ? /Your turn/ : /Everyone is in: send this to the others to start the game/);
  }
  return { devices, links };
}

/** By link: the inviter sends its starting message, and every joiner opens it. */
async function start(devices, links) {
  const [a] = devices;
  if ((await state(a.page)).mayAct) await a.page.evaluate(() => quintetRemote.play(1));
  await a.page.evaluate(() => quintetRemote.send());
  const sent = await state(a.page);
  assert.equal(sent.messages, devices.length + 1, `the starting message (${sent.message})`);
  links.push({ from: 0, link: sent.link });
  for (const d of devices.slice(1)) {
    const got = await open(d, sent.link);
    assert.equal(got.messages, sent.messages, got.message);
  }
  const persons = (await Promise.all(devices.map((d) => state(d.page)))).map((s) => s.person);
  assert.deepEqual([...persons].sort(), ['i', 'j', 'k', 'l'].slice(0, devices.length), 'everyone seated');
}

test('Arcēs for three: a whole game by links among three devices; a late fourth only watches; quintet remote verify checks it', { skip }, async () => {
  const { devices, links } = await gather(server.url, 'arces-3', 'random', 3, false);
  // Everyone has joined: a device that opens the invite and the acceptances now can only watch.
  const late = await device(browser);
  await late.page.goto(paced(links[0].link));
  await ready(late.page);
  for (const { link } of links.slice(1)) await open(late, link);
  const watching = await state(late.page);
  assert.ok(watching.full && !watching.mayAct && watching.seat === null, JSON.stringify(watching));
  assert.match(watching.text, /already has its 3 players: you are watching it\. To follow it, ask one of them for their latest link/);
  await start(devices, links);
  // Given the starting message too, the late device is still no player: no "(you)", and Your
  // games lists it as watched, with no Send again.
  const after = await open(late, links.at(-1).link);
  assert.ok(after.full && after.seat === null, JSON.stringify(after));
  assert.doesNotMatch(after.status, /\(you\)/);
  await late.context.close();
  for (let n = 4; n < 600; n++) {
    const states = await Promise.all(devices.map((d) => state(d.page)));
    if (states.every((s) => s.over)) break;
    const movers = states.flatMap((s, i) => (s.myTurn ? [i] : []));
    assert.equal(movers.length, 1, `one device sends message ${n}: ${JSON.stringify(states.map((s) => s.text))}`);
    const [m] = movers;
    // Only the device to move offers Resign (docs/remote.md: a resignation goes in its turn).
    for (const [i, d] of devices.entries()) {
      assert.equal(await d.page.isVisible('#remote-resign'), i === m, `resign on ${i}`);
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
  const { devices, links } = await gather(server.url, 'arces-3', 'north', 3, false);
  const relay = async (m) => {
    const sent = await state(devices[m].page);
    for (const [i, d] of devices.entries()) if (i !== m) await open(d, sent.link);
  };
  // Everyone is in: the inviter's message starts the game, with no move (South moves first).
  const begin = await state(devices[0].page);
  assert.ok(begin.ready && begin.seat === 'north', JSON.stringify(begin));
  await start(devices, links);
  // The joiners take South and West in the order of their keys.
  const seats = await Promise.all(devices.map(async (d) => (await state(d.page)).seat));
  assert.deepEqual([...seats.slice(1)].sort(), ['south', 'west']);
  const [s, w] = [seats.indexOf('south'), seats.indexOf('west')];
  assert.match((await state(devices[s].page)).status, /South \(you\)/);
  await devices[s].page.evaluate(() => quintetRemote.play(1));
  const south = await state(devices[s].page);
  assert.match(south.text, /Your turn is complete: send it to the others/);
  await devices[s].page.evaluate(() => quintetRemote.send());
  await relay(s);
  const west = await state(devices[w].page);
  assert.ok(west.myTurn && west.seat === 'west');
  assert.ok(await devices[0].page.isHidden('#remote-resign'), 'North waits: no Resign');
  assert.match((await state(devices[0].page)).text, /Waiting for West to move/);
  // Resign, pressed twice.
  await devices[w].page.evaluate(() => quintetRemote.resign());
  await devices[w].page.evaluate(() => quintetRemote.resign());
  await relay(w);
  for (const [i, d] of devices.entries()) {
    const s = await state(d.page);
    assert.ok(s.over, `over on ${i}`);
    if (i !== w) assert.match(s.text, /West resigned: the game is over/);
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
    // Live, the acceptances reach the inviter by themselves, and its device starts the game.
    // (The inviter plays first where its seat moves first.)
    await until(async () => {
      const states = await Promise.all(devices.map((d) => state(d.page)));
      if (states[0].mayAct) await devices[0].page.evaluate(() => quintetRemote.play(1));
      return states.every((s) => s.live === 'live' && s.messages >= 5);
    }, 'everyone is in and the game started, live', 30_000);
    const persons = (await Promise.all(devices.map((d) => state(d.page)))).map((s) => s.person);
    assert.deepEqual([...persons].sort(), ['i', 'j', 'k', 'l'], 'everyone seated');
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
    const away = devices[persons.indexOf(awayLetter)];
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
    // Each person's, and each joiner's acceptance on a topic of its own key (two friends may
    // accept at once: version 2).
    const held = readRetained(broker, `${topic}/+`, 7);
    const persons4 = held.map((m) => m.topic).filter((t) => /\/[ijkl]$/.test(t)).sort();
    assert.deepEqual(persons4, ['i', 'j', 'k', 'l'].map((p) => `${topic}/${p}`));
    assert.equal(held.filter((m) => /\/[A-Za-z0-9_-]{43}$/.test(m.topic)).length, 3, 'three acceptances');
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
