// Games with a friend on another device (docs/remote.md): two browser contexts, two devices, play
// a whole game of every two-seat game id by passing links; the choices are made through the
// remote variant's test hook (window.quintetRemote: a policy that ends games quickly), the links
// opened as arriving at them does. Then `quintet remote verify` (the debug build cargo test
// makes) checks each game's links as a third party would. One game is finished and reviewed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced } from './remote-harness.mjs';

const QUINTET = fileURLToPath(new URL('../../target/debug/quintet', import.meta.url));
const TWO_SEATS = ['senet', 'seesaw', 'seesaw-4', 'arces', 'arsisesi-a', 'arsisesi-b', 'arsisesi-c', 'zanstrekt'];

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** `quintet remote verify` on `links` (from standard input): its report. */
function verify(links) {
  assert.ok(existsSync(QUINTET), `${QUINTET}: run cargo test first (it builds the debug binary)`);
  return execFileSync(QUINTET, ['remote', 'verify', '-'], { input: links.join('\n') }).toString();
}

/**
 * Plays a whole game of `id` between two devices, the inviter taking `side`; returns the links
 * (the invite first) and the two pages.
 */
async function wholeGame(id, side) {
  const a = await device(browser);
  const b = await device(browser);
  // New game's "A friend on another device" goes to ?remote=new&game=…, which asks for the side.
  await a.page.goto(`${server.url}?remote=new&game=${id}&pace=0`);
  await ready(a.page);
  await a.page.click(`#remote-sides button[data-side="${side}"]`);
  let sent = await state(a.page);
  assert.equal(sent.mode, 'playing');
  const links = [sent.link];
  // The friend opens the invite as a page; later links through the hook, which opens them as
  // arriving at them does, without loading the page again (fast).
  await b.page.goto(paced(sent.link));
  await ready(b.page);
  assert.equal((await state(b.page)).mode, 'invited');
  let [turn, other] = [b.page, a.page];
  for (let n = 1; n < 5000; n++) {
    await turn.evaluate((seed) => quintetRemote.play(seed), n);
    await turn.evaluate(() => quintetRemote.send());
    sent = await state(turn);
    assert.equal(sent.messages, n + 1, `${id}: message ${n} sent (${sent.message})`);
    links.push(sent.link);
    await other.evaluate((url) => quintetRemote.open(url), paced(sent.link));
    const got = await state(other);
    assert.equal(got.messages, n + 1, `${id}: message ${n} received (${got.message})`);
    assert.equal(got.record, sent.record, `${id}: message ${n}: both devices have the same game`);
    if (got.over) {
      assert.deepEqual([...a.errors, ...b.errors], [], id);
      return { links, a, b, receiver: other };
    }
    assert.ok(got.myTurn, `${id}: message ${n}: the receiver's turn`);
    [turn, other] = [other, turn];
  }
  assert.fail(`${id}: the game did not end`);
}

for (const [i, id] of TWO_SEATS.entries()) {
  const side = ['random', 'south', 'north'][i % 3];
  const seat = id === 'senet' ? { south: 'black', north: 'white' }[side] ?? side : side;
  test(`${id}: two devices play a whole game by links, and quintet remote verify checks it`, async () => {
    const { links, a, b, receiver } = await wholeGame(id, seat);
    const report = verify(links);
    assert.match(report, new RegExp(`^verified: ${links.length} messages`, 'm'));
    const throws = (report.match(/quintet\/throw\/1/g) ?? []).length;
    assert.match(report, new RegExp(`, ${throws} throws;`));
    assert.equal(throws > 0, !['seesaw', 'seesaw-4', 'arces'].includes(id), report.slice(-300));
    // The result panel, on the device that received the last move, and the game's review.
    await receiver.waitForSelector('#result:not([hidden])');
    assert.ok(await receiver.isHidden('#rematch'), 'no rematch in a game by link');
    if (id === 'seesaw-4') {
      await receiver.click('#result-review');
      await receiver.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
    }
    await a.context.close();
    await b.context.close();
  });
}
