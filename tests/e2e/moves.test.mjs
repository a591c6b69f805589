// The move list: numbered turns, each with the seat's colour chip and name, throws as glyphs,
// the shown position marked; brought up to date entry by entry, even for a 4,000-token game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, record } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Each turn of the list: [number, seat letter, seat name, [token, …]]. */
const turns = (page) => page.locator('#moves li.turn').evaluateAll((items) => items.map((li) => [
  li.querySelector('.num').textContent,
  li.querySelector('.chip').dataset.seat,
  li.querySelector('.who').textContent,
  [...li.querySelectorAll('button')].map((b) => b.dataset.token),
]));

/** Whether the marked entry lies within the list's scrolled view (it is scrolled at a frame). */
const markedInView = (page) => page.waitForFunction(() => {
  const list = document.querySelector('#moves');
  const rect = list.querySelector('[aria-current]')?.getBoundingClientRect();
  const view = list.getBoundingClientRect();
  return rect !== undefined && rect.top >= view.top - 1 && rect.bottom <= view.bottom + 1;
}, null, { timeout: 5_000 });

test('turns are numbered and show who played them', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d1,11-12,d2,12-14,d2,9-11`);
  assert.deepEqual(await turns(page), [
    ['1', 's', 'Black', ['d1', '11-12', 'd2', '12-14']],
    ['2', 'n', 'White', ['d2', '9-11']],
  ]);
  // Throws are glyphs of their value, named for screen readers.
  const roll = page.locator('#moves button.roll').first();
  assert.equal(await roll.locator('.glyph').getAttribute('data-v'), '1');
  // Named in words with the move number and player (issue 21).
  assert.equal(await roll.getAttribute('aria-label'), 'Turn 1, Black: threw 1');
  assert.equal(await page.getAttribute('#moves [data-view="6"]', 'aria-current'), 'step');
  await page.click('#moves [data-view="2"]');
  assert.equal(await page.getAttribute('#moves [data-view="2"]', 'aria-current'), 'step');
  assert.equal(await page.locator('#moves [aria-current]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Arcēs for three lists its seats in turn order, Seesaw its capture chains as one turn', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#arces-3;e1-e2,a3-b3,c7-c6,e2-e3`);
  assert.deepEqual((await turns(page)).map((t) => t.slice(0, 3)),
    [['1', 's', 'South'], ['2', 'w', 'West'], ['3', 'n', 'North'], ['4', 's', 'South']]);
  const chain = 'seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,c6-d6,e1-e2,'
    + '+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,'
    + 'c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,g3xf4,d5-e4,f4xe4,end';
  await page.goto(`${server.url}#${chain}`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const last = (await turns(page)).at(-1);
  assert.deepEqual(last[3], ['f4xe4', 'end']);
  // The list is taller than its box: the last entry, the one shown, is scrolled into view, and
  // so is the first when the first position is shown.
  assert.ok(await page.$eval('#moves', (l) => l.scrollHeight > l.clientHeight));
  await markedInView(page);
  await page.click('#first');
  await page.click('#forward');
  assert.equal(await page.getAttribute('#moves [data-view="1"]', 'aria-current'), 'step');
  await markedInView(page);
  assert.deepEqual(errors, []);
  await page.close();
});

test('undo and new moves change only the list\'s end', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=1#senet;d1,11-12,d2,12-14,d2,9-11`);
  const first = await page.locator('#moves li.turn').first().elementHandle();
  await page.click('#undo');
  assert.deepEqual((await turns(page)).map((t) => t[3]), [['d1', '11-12', 'd2', '12-14'], ['d2']]);
  await page.click('#redo');
  assert.deepEqual((await turns(page)).map((t) => t[3].length), [4, 2]);
  assert.ok(await first.evaluate((li) => li.isConnected), 'the first turn\'s entry was kept');
  await page.click('#throw');
  assert.equal((await turns(page)).length, 3);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 4,000-token Žanstrekt game: the list holds every token and keeps up move by move', async (t) => {
  const long = readFileSync(new URL('./fixtures/zanstrekt-4000.txt', import.meta.url), 'utf8').trim();
  const started = Date.now();
  const { page, errors } = await openPage(browser, `${server.url}?seed=3#${long}`);
  const loaded = Date.now() - started;
  assert.equal(await page.locator('#moves button').count(), 4000);
  assert.equal(await page.getAttribute('#moves [data-view="4000"]', 'aria-current'), 'step');
  await markedInView(page);
  // One move at the end: the time from the click until the list shows it (figures, not limits).
  const times = [];
  for (let i = 0; i < 10; i++) {
    const ms = await page.evaluate(() => {
      const before = document.querySelectorAll('#moves button').length;
      const t0 = performance.now();
      const button = document.querySelector('#throw:not([disabled])') ?? document.querySelector('#undo');
      button.click();
      const after = document.querySelectorAll('#moves button').length;
      return after !== before ? performance.now() - t0 : -1;
    });
    times.push(ms);
  }
  t.diagnostic(`page with the list loaded in ${loaded} ms; a throw or undo and its list entry: `
    + `${times.map((x) => x.toFixed(1)).join(', ')} ms`);
  assert.ok(times.some((x) => x >= 0), 'the list changed with the moves');
  assert.ok((await record(page)).startsWith('zanstrekt;'));
  assert.deepEqual(errors, []);
  await page.close();
});
