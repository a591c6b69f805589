// Arsisesi end to end, for each game type: load, play a whole game by clicking, routes of several
// unit actions in one click pair, kicks offered as a choice, share and reload, malformed links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, clickSpot, scrollToSpot, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Spots (games::arsisesi::view): South's Home 0, North's Home 51, lane l rank r = 10 l + r, so
// the Bridge's rank r is 20 + r.
const SOUTH_HOME = 0;
const NORTH_HOME = 51;
const bridge = (rank) => 20 + rank;

// Seeds whose games (always clicking the first move on offer) end quickly. From the start, Type A
// jams into a stalemate draw after 52 steps (throws included) and Type B is won after 105. A whole
// Type C game (seed 12) takes 171 steps, over a minute of clicking, so Type C starts from that
// game's position 70 steps before its end, which seed 10 plays out in 66 steps.
const types = [
  { id: 'arsisesi-a', name: 'Arsisesi A: Bridge', seed: 2, start: 'arsisesi-a' },
  { id: 'arsisesi-b', name: 'Arsisesi B: Simple', seed: 1, start: 'arsisesi-b' },
  { id: 'arsisesi-c', name: 'Arsisesi C: Wide', seed: 10, start: 'arsisesi-c:s1/5sn/7/7/7/7/n2:s5' },
];

/** Scrolls a board spot into the upper part of the window, checks nothing covers it, clicks it. */
async function tapSpot(page, spot) {
  await scrollToSpot(page, spot);
  await clickSpot(page, spot);
}

for (const { id, name, seed, start } of types) {
  test(`${id}: the page loads with no console errors, draws the board and runs the roll-off`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}#${id}`);
    assert.ok(await boardDrawn(page), 'canvas drawn');
    assert.equal(await page.textContent('#game-title'), name);
    assert.match(await page.textContent('#status'), /^South \(Player [12]\) to throw\.$/);
    assert.match(await page.textContent('#ceremony li:last-child'), /^Player [12] plays South \(blue\) and moves first/);
    assert.match(await page.getAttribute('#board', 'aria-label'), /^Game board: Arsisesi [ABC]: \w+\. South/);
    // Both Homes answer clicks.
    for (const spot of [SOUTH_HOME, NORTH_HOME]) {
      assert.ok(await page.evaluate((s) => window.quintetTest.spotCenter(s), spot), `spot ${spot}`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${id}: a whole game can be played by clicking`, async () => {
    const started = Date.now();
    const { page, errors } = await openPage(browser, `${server.url}?seed=${seed}#${start}`);
    let steps = 0;
    while (await playStep(page)) {
      steps += 1;
      assert.ok(steps < 2000, 'the game ends');
    }
    const status = await page.textContent('#status');
    assert.match(status, /wins\.$|^The game is drawn\.$/);
    assert.ok(steps > 20, `a real game was played (${steps} steps)`);
    assert.ok((await record(page)).startsWith(`${start};`));
    assert.ok(await boardDrawn(page));
    assert.deepEqual(errors, []);
    console.log(`# ${start} seed ${seed}: ${steps} steps, "${status}", ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await page.close();
  });
}

test('one select and target click pair plays a route of several unit actions', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arsisesi-a;d3`);
  await clickSpot(page, SOUTH_HOME);
  await clickSpot(page, bridge(3));
  assert.equal(await record(page), 'arsisesi-a;d3,S-1,1-2,2-3');
  assert.match(await page.textContent('#status'), /North .*to throw/);
  // Type C: four unit actions in one click pair, one point left to give up.
  const { page: wide } = await openPage(browser, `${server.url}#arsisesi-c;d5`);
  await clickSpot(wide, SOUTH_HOME);
  await clickSpot(wide, 40 + 4); // e4: in at e1, then up to rank 4
  const played = (await record(wide)).split(';')[1].split(',');
  assert.equal(played.length, 1 + 4, played.join(','));
  assert.equal(played.at(-1).split('-')[1], 'e4');
  assert.equal(await wide.textContent('#actions'), 'End turn');
  assert.deepEqual(errors, []);
  await page.close();
  await wide.close();
});

test('two routes to one place, one kicking, are offered as a choice', async () => {
  // South's returning token waits in North's Home and has 2 points; North stands on rank 7.
  // Rank 6 is reached by jumping (N-6) or by kicking first (N-7, 7-6).
  const { page, errors } = await openPage(browser, `${server.url}#arsisesi-a:-/6n/n4S1:s2`);
  await clickSpot(page, NORTH_HOME);
  await clickSpot(page, bridge(6));
  assert.match(await page.textContent('#message'), /choose one/);
  const choices = await page.locator('#actions button').allTextContents();
  assert.deepEqual(choices, ['N-6', 'N-7, 7-6 (kicks 1)']);
  await page.click('#actions [data-notation="N-7,7-6"]');
  assert.equal(await record(page), 'arsisesi-a:-/6n/n4S1:s2;N-7,7-6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('reloading a shared URL restores the same record and status', async () => {
  const { page } = await openPage(browser, `${server.url}?seed=8#arsisesi-c`);
  for (let i = 0; i < 14; i++) await playStep(page);
  const shared = page.url();
  const text = await record(page);
  assert.match(text, /^arsisesi-c;d\d,/);
  const status = await page.textContent('#status');
  const { page: other, errors } = await openPage(browser, shared);
  assert.equal(await record(other), text);
  assert.equal(await other.textContent('#record'), text);
  const plain = (s) => s.replace(/ \(Player \d\)/g, '');
  assert.equal(plain(await other.textContent('#status')), plain(status));
  assert.ok(await boardDrawn(other));
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('a malformed record shows a plain message and a fresh game', async () => {
  const bad = [
    'arsisesi-a;d7',
    'arsisesi-b;d3,S-4',
    'arsisesi-c:s5/7/n5:s',
    'arsisesi-a:s5/7/n5:s3x',
    'arsisesi-z',
  ];
  for (const text of bad) {
    const { page, errors } = await openPage(browser, `${server.url}#${text}`);
    assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, text);
    assert.ok(await boardDrawn(page), `board drawn for ${text}`);
    // An unreadable link to a known game starts a fresh game of it; anything else, Senet.
    const key = text.split(/[:;]/)[0];
    assert.equal(await record(page), key === 'arsisesi-z' ? 'senet' : key, text);
    assert.deepEqual(errors, [], text);
    await page.close();
  }
});

// The phone layout's width, touch targets and controls are checked in phone.test.mjs.
test('on a phone, a route of unit actions is played by clicking the tall board', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arsisesi-c;d4`, { width: 360, height: 640 });
  // The tall board scrolls under the controls kept in view: scroll to each spot, then tap it.
  await tapSpot(page, SOUTH_HOME);
  await tapSpot(page, 23);
  assert.match(await record(page), /^arsisesi-c;d4,S-c1,c1-c2,c2-c3$/);
  assert.deepEqual(errors, []);
  await page.close();
});
