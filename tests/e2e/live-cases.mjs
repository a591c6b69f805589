// The live games' browser tests that every relay must pass (docs/remote.md "Live games"), shared
// by live.test.mjs (a Mosquitto of the test's own) and live-cluster.test.mjs (a three-node NATS
// cluster): two browser contexts, two devices, whose moves arrive by themselves. A whole live
// Senet game; what the relay holds is ciphertext; the relay stopped mid-game and started again
// while the game goes on by link (nothing lost, nothing applied twice); a stranger's message on
// the game's topic refused in words; a throw that waits for the other device's fresh value; both
// pages reopened mid-turn; the relay frozen. The choices are made through the remote variant's
// test hook (window.quintetRemote), as in remote.test.mjs. Each file calls `liveCases` once,
// with its relay: the relay, the build pointed at it, the server and the browser are shared by
// the file's tests (`live`, filled in by its `before`). live-firefox.test.mjs calls only `setUp`
// and `gameAt`, with one device of each game in Firefox.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced, until } from './remote-harness.mjs';
import { relayBuild, matchTopic, readRetained, publishAsStranger } from './broker.mjs';

const dist = fileURLToPath(new URL('../../dist/index.html', import.meta.url));
export const skip = !existsSync(dist) && 'no build in dist/';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What a file's tests share: { broker, build, server, browser }, once `setUp` has run. */
export const live = {};

/** Starts the relay (`start()` resolves to it), a build pointed at it, a server and a browser. */
export async function setUp(start) {
  if (skip) return;
  live.broker = await start();
  live.build = relayBuild(live.broker.relay);
  live.server = await serve({ dir: live.build.dir });
  live.browser = await launch();
}

/** Stops what `setUp` started. */
export async function tearDown() {
  await live.browser?.close();
  await live.server?.close();
  live.build?.remove();
  await live.broker?.close();
}

/** Waits until `f(state)` holds on both devices of `game`. */
export async function bothUntil({ a, b }, f, what, ms) {
  for (const { page } of [a, b]) await until(async () => f(await state(page)), what, ms);
}

/** Closes both devices of `game`. */
export async function closeGame({ a, b }) {
  await a.context.close();
  await b.context.close();
}

/**
 * A new live game of `id` between two new devices (two contexts of the file's browser, or what
 * `options.devices()` resolves to: [inviter, friend], as another browser's): the inviter (person
 * i) takes `side`, sends the invitation by hand (it tells the friend the game), the friend opens
 * it and accepts; the acceptance arrives by itself. Returns { a, b, key }.
 */
export async function newGame(id, side, options = {}) {
  const [a, b] = options.devices ? await options.devices() : [await device(live.browser), await device(live.browser)];
  // `init`: a script both devices run before the page's (the cluster's tests fix the relay each
  // starts on).
  if (options.init) for (const d of [a, b]) await d.context.addInitScript(options.init);
  await a.page.goto(`${live.server.url}?remote=new&game=${id}&pace=0`);
  await ready(a.page);
  await a.page.click(`#remote-sides button[data-side="${side}"]`);
  const invite = await state(a.page);
  await until(async () => (await state(a.page)).live === 'live', 'the inviter is live');
  await b.page.goto(paced(invite.link));
  await ready(b.page);
  await b.page.evaluate(() => quintetRemote.send());
  // (Then, where the joiner throws first, the inviter's empty message 2 goes by itself.)
  await until(async () => (await state(a.page)).messages >= 2, 'the acceptance arrives by itself');
  await until(async () => (await state(b.page)).live === 'live', 'the friend is live');
  return { a, b, key: invite.key };
}

/**
 * A new live game of `id` played live until both devices hold `stop` messages, started again
 * (up to five times) when the dice end it before (SEN-10: a Senet game can end at its first
 * throws). Returns the game and the two states.
 */
export async function gameAt(id, side, stop, options = {}) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const game = await newGame(id, side, options);
    const states = await playLive(game, stop);
    if (!states[0].over) return { game, states };
    await closeGame(game);
  }
  assert.fail(`${id}: five games ended before message ${stop}`);
}

/**
 * Plays the live game on: each device plays when it may (its throws wait for the other's fresh
 * value, and its completed turns go by themselves), until the game is over on both devices or
 * both hold `stop` messages. Returns the two states.
 */
export async function playLive({ a, b }, stop = Infinity, ms = 150_000) {
  const end = Date.now() + ms;
  let seed = 1;
  for (;;) {
    const [sa, sb] = [await state(a.page), await state(b.page)];
    if (sa.messages === sb.messages && (sa.over || sa.messages >= stop)) {
      assert.equal(sa.record, sb.record, 'both devices have the same game');
      return [sa, sb];
    }
    if (Date.now() >= end) {
      const seen = (s) => JSON.stringify({ messages: s.messages, myTurn: s.myTurn, mayAct: s.mayAct, waiting: s.waiting,
        live: s.live, relay: s.relay, text: s.text, message: s.message, record: s.record.slice(-60) });
      assert.fail(`the live game went on too long (${sa.messages} messages): a ${seen(sa)}, b ${seen(sb)}`);
    }
    for (const [s, label] of [[sa, 'a'], [sb, 'b']]) {
      assert.doesNotMatch(s.message, /not accepted/, `${label}: ${s.message}`);
    }
    let acted = false;
    for (const [d, s] of [[a, sa], [b, sb]]) {
      if (s.mayAct && s.waiting === null && s.messages < stop) {
        await d.page.evaluate((n) => quintetRemote.play(n), seed++);
        acted = true;
      }
    }
    if (!acted) await sleep(15);
  }
}

/**
 * The mover completes its turn (the test hook plays it with `seed`) and sends it by link (the
 * link box is shown), and the other opens the link: both hold the same game. Returns the mover's
 * state.
 */
export async function sendByLink(mover, other, seed) {
  await mover.page.evaluate((n) => quintetRemote.play(n), seed);
  const done = await state(mover.page);
  assert.ok(done.ready, `the turn is complete (${done.text})`);
  await mover.page.evaluate(() => quintetRemote.send());
  assert.ok(await mover.page.isVisible('#remote-send-box'), 'the link to send is shown');
  const sent = await state(mover.page);
  await other.page.evaluate((url) => quintetRemote.open(url), paced(sent.link));
  const got = await state(other.page);
  assert.equal(got.messages, sent.messages, `the link is taken: ${got.message}`);
  assert.equal(got.record, sent.record);
  return sent;
}

/** Registers the tests every relay must pass. */
export function liveCases() {
  test('Senet: a whole live game between two devices, moves arriving by themselves; the relay holds ciphertext', { skip }, async () => {
    // Mid-game, the panel says the game is live, and the link to send is put away.
    const { game } = await gameAt('senet', 'black', 11);
    const { a, b, key } = game;
    for (const { page } of [a, b]) {
      assert.equal(await page.textContent('#remote-live'), '● Live');
      assert.ok(await page.isHidden('#remote-send-box'), 'live: no link to send');
    }
    const [sa, sb] = await playLive(game);
    assert.ok(sa.over && sb.over, 'the game ended');
    assert.match(sa.record, /^senet;/);
    // What the relay keeps of the game: two sealed payloads, no record, seat, game or match in them.
    const topic = matchTopic(key);
    const held = readRetained(live.broker, `${topic}/+`, 2);
    assert.deepEqual(held.map((m) => m.topic).sort(), [`${topic}/i`, `${topic}/j`]);
    for (const { payload } of held) {
      assert.equal(payload[0], 1, 'framing version');
      assert.equal((payload.length - 1 - 12 - 16) % 256, 0, 'padded to 256-byte steps');
      const text = payload.toString('latin1');
      for (const clear of ['senet', 'Senet', 'play=', 'quintet', 'black', 'white', key, sa.record.slice(0, 20)]) {
        assert.ok(!text.includes(clear), `the payload shows ${clear}`);
      }
    }
    assert.deepEqual([...a.errors, ...b.errors], []);
    await closeGame(game);
  });

  test('a throw waits for the other device\'s fresh value, and happens when it comes', { skip }, async () => {
    const { game, states: [sa] } = await gameAt('senet', 'random', 4);
    const { a, b, key } = game;
    // The device to move, and the other device, whose person goes away.
    const [mover, other] = sa.myTurn ? [a, b] : [b, a];
    // The other person leaves the page. (A page left for another document runs none of its code
    // once the navigation commits; a closed page's process was seen to answer for a moment after
    // close() resolved.)
    await other.page.goto('about:blank');
    await sleep(500);
    const before = await state(mover.page);
    await mover.page.evaluate(() => quintetRemote.play(7));
    await until(async () => (await state(mover.page)).waiting !== null, 'the throw asks for its fresh value');
    await sleep(1_500);
    const waiting = await state(mover.page);
    assert.notEqual(waiting.waiting, null, `still waiting: ${JSON.stringify([before, waiting])}`);
    assert.equal(waiting.messages, before.messages);
    assert.match(waiting.text, /waiting for your friend's device/);
    // The other person comes back: their page catches up from the relay and gives the value.
    await other.page.goto(`${live.server.url}?remote=${key}&pace=0`);
    await ready(other.page);
    await until(async () => (await state(mover.page)).waiting === null, 'the throw happens');
    const thrown = await state(mover.page);
    assert.ok(thrown.record.length > before.record.length, 'the throw is in the record');
    await playLive(game, before.messages + 3);
    await closeGame(game);
  });

  test('the broker stops mid-game: the game goes on by link, and when it is back nothing is lost or applied twice', { skip }, async () => {
    const { game } = await gameAt('senet', 'white', 5);
    const { a, b } = game;
    await live.broker.stop();
    await bothUntil(game, (s) => s.live !== 'live', 'the indicator leaves Live');
    await until(async () => (await state(a.page)).live === 'offline', 'Offline after a few tries');
    assert.match(await a.page.textContent('#remote-live'), /Offline: send the link instead/);
    // Two messages by link, as without a relay.
    for (let n = 0; n < 2; n++) {
      const s = [await state(a.page), await state(b.page)];
      const [mover, other] = s[0].myTurn ? [a, b] : [b, a];
      await sendByLink(mover, other, 40 + n);
    }
    const held = await state(a.page);
    await live.broker.start();
    await bothUntil(game, (s) => s.live === 'live', 'live again', 30_000);
    // The posts from before the stop and the ones sent again arrive: already here, applied once.
    await sleep(1_000);
    for (const { page } of [a, b]) {
      const s = await state(page);
      assert.equal(s.messages, held.messages, 'nothing applied twice');
      assert.equal(s.record, held.record, 'nothing lost');
      assert.doesNotMatch(s.message, /not accepted/);
    }
    // A link opened after its move came through the relay: said to be here already, not applied.
    const last = await playLive(game, held.messages + 3);
    const [sender, receiver] = last[0].myTurn ? [b, a] : [a, b];
    await receiver.page.evaluate(async (url) => quintetRemote.open(url), paced((await state(sender.page)).link));
    const again = await state(receiver.page);
    assert.match(again.message, /already in your game/);
    assert.equal(again.messages, last[0].messages);
    assert.deepEqual([...a.errors, ...b.errors].filter((e) => !/WebSocket/.test(e)), []);
    await closeGame(game);
  });

  test('a stranger\'s message on the game\'s topic is refused in words, and the game goes on', { skip }, async () => {
    const { game, states: [sa] } = await gameAt('seesaw', 'south', 4);
    const { a, b, key } = game;
    // A third client publishes on the inviter's topic: the friend's device cannot open it.
    publishAsStranger(live.broker, `${matchTopic(key)}/i`, 'quintet live 1\nlink ?play=1.forged');
    await until(async () => /did not come from your friend's device/.test((await state(b.page)).message),
      'the friend\'s device says so');
    const sb = await state(b.page);
    assert.equal(sb.record, sa.record, 'the game is as it was');
    assert.equal(sb.messages, sa.messages);
    // The inviter's device saw its place taken and put its own post back.
    await until(() => readRetained(live.broker, `${matchTopic(key)}/i`, 1)[0].payload[0] === 1, 'the post is back');
    await playLive(game, sa.messages + 3);
    await closeGame(game);
  });

  test('both devices opened again mid-turn: the thrower\'s turn resumes where it was, and the friend holds it to the same values', { skip }, async () => {
    const { game } = await gameAt('senet', 'black', 4);
    const { a, b } = game;
    // Play on until a device is in the middle of its turn, after a throw that used a fresh value.
    let found = null;
    for (let n = 0; n < 30 && !found; n++) {
      const sa = await state(a.page);
      const mover = sa.myTurn ? a : b;
      const before = await state(mover.page);
      if (!before.mayAct || before.over) { await sleep(50); continue; }
      await mover.page.evaluate((seed) => quintetRemote.play(seed), 100 + n);
      await until(async () => {
        const s = await state(mover.page);
        return s.waiting === null && (s.record !== before.record || s.messages !== before.messages);
      }, 'the throw happens');
      const now = await state(mover.page);
      if (now.mayAct && now.messages === before.messages && now.record !== before.record) found = { mover, now };
    }
    assert.ok(found, 'a turn with a decision after a fresh throw');
    const { mover, now } = found;
    await Promise.all([a.page.reload(), b.page.reload()]);
    await Promise.all([ready(a.page), ready(b.page)]);
    await until(async () => (await state(mover.page)).record === now.record, 'the turn is back where it was');
    const back = await state(mover.page);
    assert.ok(back.mayAct, 'the person here plays on');
    // The turn goes on and is accepted: the friend's device held its values across its reload.
    const end = await playLive(game, now.messages + 3);
    assert.equal(end[0].record, end[1].record);
    assert.deepEqual([...a.errors, ...b.errors].filter((e) => !/WebSocket/.test(e)), []);
    await closeGame(game);
  });

  test('a broker that stops answering without closing the line is left, and found again when it answers', { skip }, async () => {
    const { game } = await gameAt('seesaw', 'north', 3);
    const { a, b } = game;
    // Frozen, the broker keeps every TCP connection open and silent: a dead line, as a phone that
    // changed networks has. Each page notices within a keep-alive (30 s) and tries again.
    live.broker.pause();
    try {
      await bothUntil(game, (s) => s.live !== 'live', 'the dead line is noticed', 50_000);
    } finally {
      live.broker.resume();
    }
    await bothUntil(game, (s) => s.live === 'live', 'live again', 40_000);
    const [sa] = await playLive(game, (await state(a.page)).messages + 2);
    assert.ok(sa.messages >= 5);
    await closeGame(game);
  });
}
