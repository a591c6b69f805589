// Seesaw end to end, both board sizes: load, whole games played by clicking (one of them on a
// phone-sized screen), placing with one click, a capture chain ended with the button, shared
// links, malformed links, bad clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, clickSpot, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { width: 360, height: 640 };

/** A small seeded generator (mulberry32), so a test game is the same on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks any offered move: always the first would end every game in a dozen plies. */
const randomMove = (random) => (legal) => legal[Math.floor(random() * legal.length)];

/** The board's own description (the canvas label): the board summary and its status line. */
const boardLabel = (page) => page.locator('#board').getAttribute('aria-label');

// South's stack captured onto e4 with one step left and nothing more to capture (SEE-6): it may
// step on to d4 or f3, or the turn ends with the button.
const CHAIN = 'seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,c6-d6,'
  + 'e1-e2,+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,b3-c3,d3xc3,d6-e5,'
  + 'e4xe5,f5xe5,c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,'
  + '+f4,g3xf4,d5-e4,f4xe4';

for (const [id, start, viewport] of [['seesaw', 26, undefined], ['seesaw-4', 15, PHONE]]) {
  test(`${id}: the page loads with no console errors and draws the board`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}#${id}`, viewport);
    assert.ok(await boardDrawn(page), 'canvas drawn');
    assert.equal(await page.inputValue('#game-picker'), id);
    assert.match(await page.textContent('#status'), /South .*to move/);
    // The board's label in words (issue 37): the game's whole name, then the position.
    assert.match(await boardLabel(page), new RegExp(`^Game board: Seesaw${id === 'seesaw' ? '' : ' \\(small\\)'}\\. South to move\\.`));
    // South's start stack is at the bottom corner: below every other cell's centre.
    const centres = await page.evaluate((n) => {
      const out = [];
      for (let s = 0; s < n; s++) out.push(window.quintetTest.spotCenter(s));
      return out;
    }, id === 'seesaw' ? 61 : 37);
    assert.ok(centres.every((c) => c !== null), 'every cell has a place');
    const lowest = centres.reduce((best, c, i) => (c[1] > centres[best][1] ? i : best), 0);
    assert.equal(lowest, start);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${id}: a whole game can be played by clicking${viewport ? ' on a phone' : ''}`, async (t) => {
    const { page, errors } = await openPage(browser, `${server.url}?seed=3#${id}`, viewport);
    const choose = randomMove(seeded(id === 'seesaw' ? 5 : 4));
    let steps = 0;
    while (await playStep(page, choose)) {
      steps += 1;
      assert.ok(steps < 2000, 'the game ends');
    }
    assert.match(await page.textContent('#status'), /wins|drawn/);
    const played = (await record(page)).split(';')[1].split(',');
    assert.equal(played.length, steps);
    assert.ok(steps > 20, `a real game was played (${steps} plies)`);
    t.diagnostic(`${steps} plies: ${await page.textContent('#status')}`);
    assert.ok(played.some((t) => t.startsWith('+')), 'placements were played by one click');
    assert.ok(played.some((t) => t.includes('x')), 'captures were played');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${id}: reloading a shared URL restores the same record, mid-chain included`, async () => {
    const { page } = await openPage(browser, `${server.url}?seed=8#${id}`, viewport);
    // Seeds whose games reach a capture that leaves steps over: the turn is then mid-chain.
    const choose = randomMove(seeded(id === 'seesaw' ? 21 : 24));
    for (let i = 0; i < 80 && !/steps? left\./.test(await boardLabel(page)); i++) {
      assert.ok(await playStep(page, choose), 'the game goes on');
    }
    assert.match(await boardLabel(page), /goes on with the stack on [a-i]\d: \d steps? left\./);
    const text = await record(page);
    const label = await boardLabel(page);
    const { page: other, errors } = await openPage(browser, page.url(), viewport);
    assert.equal(await record(other), text);
    assert.equal(await other.textContent('#record'), text);
    assert.equal(await boardLabel(other), label);
    assert.deepEqual(errors, []);
    await page.close();
    await other.close();
  });

  test(`${id}: a malformed URL shows a plain message and a fresh game`, async () => {
    const column = id === 'seesaw' ? 'e' : 'd';
    for (const bad of [`${id};${column}1-${column}4`, `${id};+z9`, `${id};end`, `${id};${column}1-${column}2,`, 'seesaw:..../...:s']) {
      const { page, errors } = await openPage(browser, `${server.url}#${bad}`, viewport);
      assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, bad);
      assert.ok(await boardDrawn(page), `board drawn for ${bad}`);
      const fresh = bad.startsWith('seesaw:') ? 'seesaw' : id;
      assert.equal(await record(page), fresh, bad);
      assert.equal(await page.inputValue('#game-picker'), fresh);
      assert.deepEqual(errors, [], bad);
      await page.close();
    }
  });
}

test('a placement is one click on a highlighted cell; other clicks say why', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#seesaw`);
  await clickSpot(page, 0); // a1: far from South's tile
  assert.match(await page.textContent('#message'), /\S/);
  assert.equal(await record(page), 'seesaw');
  await clickSpot(page, 18); // d1, next to South's tile on e1
  assert.equal(await record(page), 'seesaw;+d1');
  assert.equal(await page.textContent('#message'), '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a capture chain offers its leftover steps and an End turn button', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#${CHAIN}`, PHONE);
  assert.match(await boardLabel(page), /South goes on with the stack on e4: 1 step left\./);
  const legal = await page.evaluate(() => window.quintetTest.legal());
  assert.deepEqual(legal.map((m) => m[0]), ['e4-d4', 'e4-f3', 'end']);
  const end = page.locator('#actions [data-notation="end"]');
  assert.equal((await end.textContent()).trim(), 'End turn');
  await end.click();
  assert.equal(await record(page), `${CHAIN},end`);
  assert.match(await page.textContent('#status'), /North .*to move/);
  assert.equal(await page.locator('#actions [data-notation="end"]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
