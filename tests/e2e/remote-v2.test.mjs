// Games at a distance, round two (issue 50; docs/remote.md, "Version 2"): one browser context
// per device. A link changed on the way is refused on arrival in words, the saved game untouched;
// when two copies differ anyway (one person's two copies both moved), both devices say where and
// what each holds, and the friend's device takes the version of the person whose turn it was;
// Continue in another browser moves the game to the same person's other browser, after which
// the first only watches; a device that watches is told the game may be in another browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced } from './remote-harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens `link` on `d` as arriving at it does, and returns what it shows. */
async function open(d, link) {
  await d.page.evaluate((url) => quintetRemote.open(url), paced(link));
  return state(d.page);
}

/** A Seesaw game between two new devices, the inviter South: invited, accepted, received. */
async function pair() {
  const a = await device(browser);
  const b = await device(browser);
  await a.page.goto(`${server.url}?remote=new&game=seesaw&pace=0`);
  await ready(a.page);
  await a.page.click('#remote-sides button[data-side="south"]');
  const invite = (await state(a.page)).link;
  await b.page.goto(paced(invite));
  await ready(b.page);
  assert.equal((await state(b.page)).version, 2, 'new games are signed');
  await b.page.evaluate(() => quintetRemote.send());
  await open(a, (await state(b.page)).link);
  return { a, b, key: (await state(a.page)).key };
}

/** `d` plays its turn with the test hook's policy at `seed` and sends it: the link. */
async function move(d, seed) {
  await d.page.evaluate((n) => quintetRemote.play(n), seed);
  await d.page.evaluate(() => quintetRemote.send());
  return (await state(d.page)).link;
}

test('a link changed on the way is refused on arrival, in words, with the saved game untouched', async () => {
  const { a, b } = await pair();
  const link = await move(a, 1);
  // Another open value: every field is signed.
  const [front, record] = link.split('#');
  const [address, value] = front.split('?play=');
  const fields = value.split('.');
  fields[7] = (fields[7][0] === 'A' ? 'B' : 'A') + fields[7].slice(1);
  const before = await state(b.page);
  const refused = await open(b, `${address}?play=${fields.join('.')}#${record}`);
  assert.match(refused.message, /This link was not accepted: it was changed after your friend's device made it \(its signature does not match\)\. Ask your friend to send it again\. Your game is as it was\./);
  assert.equal(refused.record, before.record);
  assert.equal(refused.messages, before.messages);
  // The link as it was made still arrives.
  const got = await open(b, link);
  assert.equal(got.messages, before.messages + 1, got.message);
  for (const d of [a, b]) await d.context.close();
});

test('two copies that differ: both devices say where, the way back is taken, and the game goes on', async () => {
  const { a, b, key } = await pair();
  await open(b, await move(a, 1));
  await open(a, await move(b, 2));
  // The inviter's memory before its next move: what its other copy holds.
  const item = `quintet.v2.remote.${key}`;
  const copy = await a.page.evaluate((k) => localStorage.getItem(k), item);
  const copyRecord = (await state(a.page)).record;
  const first = await move(a, 3);
  const firstRecord = (await state(a.page)).record;
  await open(b, first);
  const answer = await move(b, 4);
  // The other copy moves too, another way.
  await a.page.evaluate(([k, v]) => localStorage.setItem(k, v), [item, copy]);
  let fork;
  for (let seed = 10; seed < 40 && !fork; seed++) {
    await a.page.goto(`${server.url}?remote=${key}&pace=0`);
    await ready(a.page);
    await a.page.evaluate((n) => quintetRemote.play(n), seed);
    const s = await state(a.page);
    assert.ok(s.record.length >= copyRecord.length, JSON.stringify(s));
    if (s.record !== firstRecord && s.ready) {
      await a.page.evaluate(() => quintetRemote.send());
      fork = (await state(a.page)).link;
    }
  }
  assert.ok(fork, `the other copy made another move: ${JSON.stringify(await state(a.page))}`);
  // The friend's device: the copies differ at the inviter's turn, whose version counts.
  const before = await state(b.page);
  const b1 = await open(b, fork);
  assert.equal(b1.record, before.record, 'refused, nothing changed');
  assert.ok(b1.dispute && b1.dispute.takes && !b1.dispute.mine, JSON.stringify(b1));
  assert.match(b1.text, /Your copies of this game differ from move \d+: your friend's device has .+; yours has .+\. That turn was your friend's, so theirs counts/);
  // The inviter's other copy, given the friend's answer to the first version: its own turn.
  const a1 = await open(a, answer);
  assert.ok(a1.dispute && a1.dispute.mine && !a1.dispute.takes, JSON.stringify(a1));
  assert.match(a1.text, /That turn was yours, so yours counts: send your link of it again/);
  assert.ok(await a.page.inputValue('#remote-link'), 'the link of that turn, to send again');
  // The friend takes it, and plays its turn again; the game goes on.
  await b.page.click('#remote-act');
  const b2 = await state(b.page);
  assert.match(b2.message, /Your friend's version of that turn is in your game/);
  assert.ok(b2.myTurn && !b2.dispute, JSON.stringify(b2));
  const again = await move(b, 5);
  const a2 = await open(a, again);
  assert.doesNotMatch(a2.message, /not accepted/, a2.message);
  assert.equal(a2.record, (await state(b.page)).record);
  assert.ok(a2.myTurn);
  for (const d of [a, b]) await d.context.close();
});

test('Continue in another browser: the game moves to the same person\'s other browser, the first only watches', async () => {
  const { a, b } = await pair();
  // A friend's link opened in a browser that has no part in the game: watched, and said why.
  const other = await device(browser);
  const link = await move(a, 1);
  await other.page.goto(paced(link));
  await ready(other.page);
  const watched = await state(other.page);
  assert.equal(watched.mode, 'watching');
  assert.match(watched.text, /played between two other devices\. If it is your game, it is kept in another browser, on this device or another: open the link there, or press Continue in another browser there/);
  assert.ok(!watched.mayAct);
  await open(b, link);
  const answer = await move(b, 2);
  await open(a, answer);
  // The inviter moves its game to its other browser.
  assert.ok(await a.page.isVisible('#remote-continue'));
  await a.page.click('#remote-continue');
  const moved = await state(a.page);
  assert.ok(moved.moved && !moved.mayAct, JSON.stringify(moved));
  assert.match(moved.text, /You moved this game to another browser/);
  assert.match(await a.page.textContent('#remote-private-note'), /Private: .*never send it to your friend/);
  assert.match(moved.private, /\?remote=continue#quintet%20remote%20game%201/);
  await other.page.goto(moved.private);
  await ready(other.page);
  const here = await state(other.page);
  assert.equal(here.mode, 'playing');
  assert.ok(here.myTurn && here.mayAct, JSON.stringify(here));
  assert.match(here.message, /This game now continues in this browser/);
  assert.doesNotMatch(await other.page.evaluate(() => location.href), /secret|continue/, 'the secrets left the address');
  // It plays on from there, with the friend; the first browser only watches, even given the
  // friend's next link.
  await open(b, await move(other, 3));
  const reply = await move(b, 4);
  const there = await open(other, reply);
  assert.ok(there.myTurn, there.message);
  const first = await open(a, reply);
  assert.ok(first.moved && !first.mayAct);
  for (const d of [a, b, other]) await d.context.close();
});
