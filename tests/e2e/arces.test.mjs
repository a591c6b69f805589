// Arcēs end to end: load, whole games for 2, 3 and 4 players by clicking, the Pass button, capture
// rings, sharing and reloading, malformed links, phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, clickSpot, scrollToSpot, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Spot of a cell name (view.rs: rank by rank from a1 = 0). */
const spot = (name) => (name.charCodeAt(1) - 49) * 7 + (name.charCodeAt(0) - 97);

test('the page loads with no console errors and draws the board', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arces`);
  assert.ok(await boardDrawn(page), 'canvas drawn');
  assert.equal(await page.textContent('#game-title'), 'Arcēs');
  assert.match(await page.textContent('#status'), /^South to move\.$/);
  assert.equal(await page.locator('#actions button').count(), 0, 'no Pass while moves exist');
  assert.match(await page.getAttribute('#board', 'aria-label'), /^Game board: Arcēs\. South to move\. 0 of 100 moves played\./);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [id, seed] of [['arces', 21], ['arces-3', 22], ['arces-4', 23]]) {
  test(`a whole ${id} game can be played by clicking`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}?seed=${seed}#${id}`);
    const players = id === 'arces' ? 2 : Number(id.slice(-1));
    // One summary per seat, each with its marble.
    assert.equal((await page.getAttribute('#board', 'aria-label')).match(/marble on/g).length, players);
    let steps = 0;
    while (await playStep(page)) {
      steps += 1;
      assert.ok(steps <= 110, 'the game ends (100 moves, plus at most three passes)');
    }
    assert.match(await page.textContent('#status'), /wins\.|drawn\./);
    assert.ok(steps > 10, `a real game was played (${steps} steps)`);
    assert.ok((await record(page)).startsWith(`${id};`));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a player without a move gets a Pass button, and passing puts them out', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arces:3(nN)3/7/7/7/7/7/(sS)6:s:10`);
  const pass = page.locator('#actions button[data-notation="pass"]');
  assert.equal(await pass.textContent(), 'Pass');
  await pass.click();
  assert.equal(await record(page), 'arces:3(nN)3/7/7/7/7/7/(sS)6:s:10;pass');
  assert.match(await page.textContent('#status'), /^North wins\.$/);
  assert.match(await page.getAttribute('#board', 'aria-label'), /Game over: North wins\. South: out/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Canvas pixels on a circle of `radius` CSS px around a spot's centre. */
async function ringPixels(page, at, radius) {
  return page.evaluate(([s, r]) => {
    const [x, y] = window.quintetTest.spotCenter(s);
    const canvas = document.getElementById('board');
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = canvas.getContext('2d');
    const out = [];
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * 2 * Math.PI;
      const px = Math.round((x + r * Math.cos(a)) * k);
      const py = Math.round((y + r * Math.sin(a)) * k);
      out.push(Array.from(ctx.getImageData(px, py, 1, 1).data.slice(0, 3)));
    }
    return out;
  }, [at, radius]);
}

test('selecting a Tower rings its targets, captures in vermillion', async () => {
  const position = 'arces:1nn(nN)3/7/7/n1n4/1(ss)s4/7/3(sS)s2:s:20';
  const { page, errors } = await openPage(browser, `${server.url}#${position}`);
  const [ax] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot('a4'));
  const [bx] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot('b4'));
  const cell = bx - ax;
  assert.ok(cell > 40, `cells are large enough to tap (${cell}px)`);
  const vermillion = ([r, g, b]) => r > 170 && g > 60 && g < 130 && b < 60;
  const before = await ringPixels(page, spot('a4'), cell * 0.4);
  assert.equal(before.filter(vermillion).length, 0, 'no ring before selecting');
  await clickSpot(page, spot('b3'));
  for (const capture of ['a4', 'c4']) {
    const ring = await ringPixels(page, spot(capture), cell * 0.4);
    assert.ok(ring.filter(vermillion).length >= 8, `capture ring on ${capture}`);
  }
  for (const plain of ['b4', 'a3', 'c3']) {
    const ring = await ringPixels(page, spot(plain), cell * 0.4);
    assert.equal(ring.filter(vermillion).length, 0, `plain target ${plain} has no capture ring`);
  }
  await clickSpot(page, spot('a4'));
  assert.equal(await record(page), `${position};b3-a4`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('reloading a shared URL restores the same record', async () => {
  const { page } = await openPage(browser, `${server.url}?seed=5#arces-4`);
  for (let i = 0; i < 13; i++) await playStep(page);
  const shared = page.url();
  const text = await record(page);
  const status = await page.textContent('#status');
  const label = await page.getAttribute('#board', 'aria-label');
  const { page: other, errors } = await openPage(browser, shared);
  assert.equal(await record(other), text);
  assert.equal(await other.textContent('#record'), text);
  assert.equal(await other.textContent('#status'), status);
  assert.equal(await other.getAttribute('#board', 'aria-label'), label);
  assert.match(label, /\b13 of 100 moves played/);
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('the game picker starts Arcēs for 2, 3 or 4 players', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet`);
  for (const [id, players] of [['arces-3', 3], ['arces-4', 4], ['arces', 2]]) {
    await page.selectOption('#game-picker', id);
    assert.equal(await record(page), id);
    assert.equal((await page.getAttribute('#board', 'aria-label')).match(/marble on/g).length, players);
    assert.ok(await boardDrawn(page));
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a malformed Arcēs link shows a plain message and a fresh Arcēs game', async () => {
  const bad = [
    'arces:1nn(nN)nn1/7/7:s:0',
    'arces;d1-d5',
    'arces-4;a4-a5',
    'arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:x:0',
    'arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0;pass',
  ];
  for (const text of bad) {
    const { page, errors } = await openPage(browser, `${server.url}#${text}`);
    assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, text);
    assert.ok(await boardDrawn(page), `board drawn for ${text}`);
    // A broken link to a known game starts a fresh game of that game.
    assert.equal(await record(page), text.split(/[:;]/)[0], text);
    assert.deepEqual(errors, [], text);
    await page.close();
  }
});

test('bad clicks say why and change nothing', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arces`);
  await clickSpot(page, spot('d4'));
  assert.match(await page.textContent('#message'), /\S/);
  await clickSpot(page, spot('d7'));
  assert.match(await page.textContent('#message'), /\S/);
  assert.equal(await record(page), 'arces');
  assert.deepEqual(errors, []);
  await page.close();
});

// The phone layout's width, touch targets and controls are checked in phone.test.mjs.
test('on a phone the four-player board is played by clicking', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arces-4`, { width: 360, height: 640 });
  await scrollToSpot(page, spot('d1'));
  await clickSpot(page, spot('d1'));
  await clickSpot(page, spot('e1'));
  assert.equal(await record(page), 'arces-4;d1-e1');
  assert.deepEqual(errors, []);
  await page.close();
});
