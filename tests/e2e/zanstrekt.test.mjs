// Žanstrekt end to end: load, a whole (late-started) game by clicking, entering from the pool
// and the ambush by clicking, share and reload, malformed links, phones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, boardDrawn, clickSpot, scrollToSpot } from './harness.mjs';

// Spots (src/games/zanstrekt/view.rs): cells by grid index, then the pools and exited piles.
const SOUTH_POOL = 27;
const I1 = 8;
const A2 = 9;
const A3 = 18;

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the page loads with no console errors and draws the board', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#zanstrekt`);
  assert.ok(await boardDrawn(page), 'canvas drawn');
  assert.match(await page.textContent('#status'), /^South \(Player \d\) to throw\.$/);
  assert.match(await page.textContent('#ceremony'), /(Player \d) is drawn to go first\.\1 plays South/);
  assert.ok(await page.locator('#throw').isEnabled());
  assert.match(await page.getAttribute('#board', 'aria-label'), /^Game board: Žanstrekt\. South .* 6 in the pool/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a whole game can be played by clicking, entering and ambushing included', async () => {
  // Two pieces each still to enter and run: seed 60 plays entries and an ambush on the way.
  const { page, errors } = await openPage(browser, `${server.url}?seed=60#zanstrekt:9/9/9:s:s4n4`);
  let steps = 0;
  while (await playStep(page)) {
    steps += 1;
    assert.ok(steps < 1000, 'the game ends');
  }
  assert.match(await page.textContent('#status'), /^(South|North) wins\.$/);
  const played = await record(page);
  assert.match(played, /,\+/, 'a piece entered by clicking its pool');
  assert.match(played, /,[a-i][1-3]x[a-i][1-3]/, 'an ambush was played by clicking');
  assert.ok(steps > 20, `a real game was played (${steps} steps)`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('entering is a click on the pool, then on the Žan', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#zanstrekt;d3`);
  assert.match(await page.textContent('#status'), /South to move with a throw of 3\./);
  await clickSpot(page, SOUTH_POOL);
  assert.equal(await record(page), 'zanstrekt;d3', 'selecting plays nothing');
  await clickSpot(page, I1);
  assert.equal(await record(page), 'zanstrekt;d3,+');
  assert.match(await page.textContent('#status'), /North to throw\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the ambush is offered before throwing: taken on the board, or declined with a button', async () => {
  const open = 'zanstrekt:n8/s8/9:s*a3:s0n0';
  const { page, errors } = await openPage(browser, `${server.url}#${open}`);
  assert.ok(!(await page.locator('#throw').isEnabled()), 'no throw while the ambush is open');
  assert.match(await page.textContent('#status'), /South may ambush North's piece on a3 .*select a2/);
  const decline = page.locator('#actions button[data-notation="throw"]');
  assert.equal((await decline.textContent()).trim(), 'Decline ambush');
  await clickSpot(page, A2);
  await clickSpot(page, A3);
  assert.equal(await record(page), `${open};a2xa3`);
  assert.match(await page.textContent('#status'), /North to throw\./);

  const { page: other } = await openPage(browser, `${server.url}#${open}`);
  await other.click('#actions button[data-notation="throw"]');
  assert.equal(await record(other), `${open};throw`);
  assert.ok(await other.locator('#throw').isEnabled(), 'declined: now South throws');
  assert.match(await other.textContent('#status'), /South to throw\./);
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('reloading a shared URL restores the same record, throw pending included', async () => {
  const { page } = await openPage(browser, `${server.url}?seed=5#zanstrekt`);
  for (let i = 0; i < 15; i++) await playStep(page);
  if (await page.locator('#throw').isEnabled()) await page.click('#throw');
  const shared = page.url();
  const text = await record(page);
  assert.ok(text.split(',').length > 10, text);
  const status = await page.textContent('#status');
  const { page: other, errors } = await openPage(browser, shared);
  assert.equal(await record(other), text);
  assert.equal(await other.textContent('#record'), text);
  const plain = (s) => s.replace(/ \(Player \d\)/g, '');
  assert.equal(plain(await other.textContent('#status')), plain(status));
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('a malformed Žanstrekt link shows a plain message and a fresh Žanstrekt game', async () => {
  const bads = ['zanstrekt:9/9/9:x:s0n0', 'zanstrekt:9/1s7/9:s:s0n0', 'zanstrekt;d3,i1-i3',
    'zanstrekt;+', 'zanstrekt;d6', 'zanstrekt:9/9/9:s:s7n0'];
  for (const bad of bads) {
    const { page, errors } = await openPage(browser, `${server.url}#${bad}`);
    assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, bad);
    assert.ok(await boardDrawn(page), `board drawn for ${bad}`);
    assert.equal(await record(page), 'zanstrekt', bad);
    assert.deepEqual(errors, [], bad);
    await page.close();
  }
});

// The phone layout's width, touch targets and controls are checked in phone.test.mjs.
test('on a phone the foot of the tall board is played by clicking', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#zanstrekt;d3`, { width: 360, height: 640 });
  // South's pool and Žan are at the foot of the tall board: scroll down to them, as a person
  // would, so that the controls kept in view do not cover them.
  await scrollToSpot(page, SOUTH_POOL);
  await clickSpot(page, SOUTH_POOL);
  await scrollToSpot(page, I1);
  await clickSpot(page, I1);
  assert.equal(await record(page), 'zanstrekt;d3,+');
  assert.deepEqual(errors, []);
  await page.close();
});
