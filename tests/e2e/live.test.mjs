// Live games through one Mosquitto of the test's own (docs/remote.md "Live games"): the tests
// every relay passes (live-cases.mjs), then what happens when the relay goes away in the middle
// of a throw (issue 50): the browser offline (the badge says so at once, a throw pressed then is
// thrown from the link's values), a throw that waits for a friend's device that is away (Throw
// off, with the reason, and after a few seconds the way out), the broker frozen and then killed
// while a throw waits (the throw is taken from the link's values once the page is Offline, and the
// move goes by link). And the broker's WebSockets listener is on this machine only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ready, state, until } from './remote-harness.mjs';
import { startBroker, otherAddresses, upgrade } from './broker.mjs';
import {
  live, setUp, tearDown, liveCases, skip, sleep, gameAt, playLive, bothUntil, closeGame, sendByLink,
} from './live-cases.mjs';

before(() => setUp(startBroker));
after(tearDown);
liveCases();

/** The device whose turn it is in `game`, then the other. */
async function turn({ a, b }) {
  return (await state(a.page)).myTurn ? [a, b] : [b, a];
}

/**
 * A live Senet game at the start of a turn of `mover` (its first token a throw), at message 4 or
 * later.
 */
async function atTurnStart(side) {
  const { game } = await gameAt('senet', side, 4);
  const [mover, other] = await turn(game);
  const s = await state(mover.page);
  assert.ok(s.mayAct && s.waiting === null, `the mover may throw: ${JSON.stringify(s)}`);
  return { game, mover, other, before: s };
}

/** Both devices live again, with the same game as `held`, nothing applied twice; then 3 more live. */
async function liveAgain(game, held) {
  await bothUntil(game, (s) => s.live === 'live', 'live again', 30_000);
  await sleep(1_000);
  for (const { page } of [game.a, game.b]) {
    const s = await state(page);
    assert.equal(s.messages, held.messages, 'nothing applied twice, nothing lost');
    assert.equal(s.record, held.record);
    assert.doesNotMatch(s.message, /not accepted/);
  }
  await playLive(game, held.messages + 3);
}

test('the browser goes offline: Offline at once, a throw goes from the link\'s values, the move by link', { skip }, async () => {
  const { game, mover, other, before: s } = await atTurnStart('black');
  await mover.context.setOffline(true);
  // At once, not after a keep-alive: the browser says it is offline.
  await until(async () => (await state(mover.page)).live === 'offline', 'Offline at once', 3_000);
  assert.match(await mover.page.textContent('#remote-live'), /Offline: send the link instead/);
  await mover.page.evaluate(() => quintetRemote.play(7));
  const thrown = await state(mover.page);
  assert.equal(thrown.waiting, null, 'nothing waits for a relay that is away');
  assert.ok(thrown.record.length > s.record.length, 'the throw is in the record');
  await sendByLink(mover, other, 31);
  const held = await state(other.page);
  await mover.context.setOffline(false);
  await liveAgain(game, held);
  assert.deepEqual([...mover.errors, ...other.errors].filter((e) => !/WebSocket/.test(e)), []);
  await closeGame(game);
});

test('a throw that waits: Throw off with the reason, and after a few seconds the way out by link', { skip }, async () => {
  const { game, mover, other, before: s } = await atTurnStart('white');
  const key = s.key;
  // The friend's device goes away: nothing answers the request.
  await other.page.goto('about:blank');
  await sleep(300);
  await mover.page.evaluate(() => quintetRemote.play(8));
  await until(async () => (await state(mover.page)).waiting !== null, 'the throw waits');
  assert.ok(await mover.page.isDisabled('#throw'), 'Throw is off while the throw waits');
  assert.match(await mover.page.textContent('#remote-text'), /waiting for your friend's device.*Throw is off until it does/);
  assert.ok(await mover.page.isHidden('#remote-by-link'), 'no way out at first');
  // Pressing T meanwhile says the same, not that the move is the friend's.
  await mover.page.keyboard.press('t');
  assert.doesNotMatch((await state(mover.page)).message, /for your friend to make/);
  await until(async () => (await state(mover.page)).wayOut, 'the way out is offered', 10_000);
  assert.ok(await mover.page.isVisible('#remote-by-link'));
  assert.match(await mover.page.textContent('#remote-text'), /has not answered yet/);
  await mover.page.click('#remote-by-link');
  const thrown = await state(mover.page);
  assert.equal(thrown.waiting, null);
  assert.ok(thrown.record.length > s.record.length, 'thrown with the link\'s values');
  // The rest of the turn goes by itself (the relay is live); the friend comes back and catches
  // up from the relay: its device never saw the request, which the new post replaced.
  await mover.page.evaluate(() => quintetRemote.play(9));
  await until(async () => (await state(mover.page)).messages > s.messages, 'the move is sent');
  const sent = await state(mover.page);
  await other.page.goto(`${live.server.url}?remote=${key}&pace=0`);
  await ready(other.page);
  await until(async () => (await state(other.page))?.messages === sent.messages, 'the friend catches up');
  const got = await state(other.page);
  assert.equal(got.record, sent.record);
  assert.doesNotMatch(got.message, /not accepted/);
  await playLive(game, sent.messages + 2);
  await closeGame(game);
});

test('the broker frozen, then killed, while a throw waits: Offline, the throw from the link\'s values, the move by link', { skip }, async () => {
  const { game, mover, other, before: s } = await atTurnStart('black');
  live.broker.pause();
  try {
    // Pressed while the relay is away and nobody has noticed yet: the page still says Live.
    await mover.page.evaluate(() => quintetRemote.play(11));
    await until(async () => (await state(mover.page)).waiting !== null, 'the throw waits');
    assert.ok(await mover.page.isDisabled('#throw'), 'Throw is off while the throw waits');
    await until(async () => (await state(mover.page)).wayOut, 'the way out is offered', 10_000);
  } finally {
    // Killed as it stands: what it held (the request) is lost with it.
    await live.broker.kill();
  }
  await until(async () => (await state(mover.page)).live === 'offline', 'Offline', 15_000);
  const thrown = await until(async () => {
    const now = await state(mover.page);
    return now.waiting === null && now;
  }, 'on Offline, the waiting throw is thrown with the link\'s values', 5_000);
  assert.ok(thrown.record.length > s.record.length);
  assert.match(thrown.message, /relay is away: your throw used the link's values/);
  await sendByLink(mover, other, 31);
  const held = await state(other.page);
  await live.broker.start();
  await liveAgain(game, held);
  await closeGame(game);
});

test('the broker\'s listeners are on this machine only: another address of it is refused', { skip }, async () => {
  const { wsPort, port } = live.broker;
  assert.match(await upgrade('127.0.0.1', wsPort), /^HTTP\/1\.1 101/, 'loopback: the WebSocket upgrade is answered');
  const others = otherAddresses();
  if (!others.length) return;
  for (const address of others) {
    for (const p of [wsPort, port]) {
      assert.equal(await upgrade(address, p), 'ECONNREFUSED', `${address}:${p}`);
    }
  }
});
