// Issue 49, the game page: a refused move says which rule refuses it, the guided first game
// (`?guide=1#<id>`) says who the person is, hints at their first move with its reason and shows
// the cell names, and the cell-name setting draws them on any board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, clickSpot } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const link = (hash, query = '') => `${server.url}${query}#${encodeURIComponent(hash)}`;
/** The spot a legal move of the page starts from (`from`) or goes to, by its notation. */
const spotOf = async (page, notation, end) => {
  const legal = await page.evaluate(() => window.quintetTest.legal());
  const move = legal.find(([n]) => n === notation);
  assert.ok(move, `${notation} is legal`);
  return end === 'from' ? move[1] : move[2];
};
const canvas = (page) => page.evaluate(() => document.getElementById('board').toDataURL());

test('a refused click says which rule refuses it: a marble onto an empty cell', async () => {
  const { page, errors } = await openPage(browser, link('arces'));
  // The refusals' English words come after the first board (lang/en-board.ftl).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/lang/en-board.ftl')));
  await page.waitForTimeout(200);
  // South's marble sits on d1; c1-d2 is a stone's move onto the empty d2.
  const marble = await spotOf(page, 'd1-c1', 'from');
  const empty = await spotOf(page, 'c1-d2', 'to');
  await clickSpot(page, marble);
  await clickSpot(page, empty);
  assert.equal(await page.textContent('#message'), 'A marble steps only onto a lone stone of its own.');
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), '#arces', 'nothing played');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the guided first game: who you are, cell names, and the first hint with its reason', async () => {
  const { page, errors } = await openPage(browser, link('seesaw', '?guide=1&pace=0'));
  assert.equal(await page.textContent('#opening-verdict'), 'You play South (blue) against the computer (easy).');
  assert.ok(await page.isHidden('#opening-guide'), 'no offer of the guide inside it');
  await page.keyboard.press('Escape');
  assert.match(await page.textContent('#status'), /^South \(you\) to/);
  // A hint at the person's first decision, by itself, with its reason.
  await page.waitForFunction(() => /Why: /.test(document.getElementById('hint-text').textContent), null, { timeout: 60_000 });
  assert.match(await page.textContent('#hint-text'), /^Hint: .+\. Win chance for South: \d+\.\d%\. Why: it .+\.$/);
  assert.ok(await page.isVisible('#hint'), 'Hint is not hidden behind a setting');
  // Cell names drawn, for this game alone: the setting stays as it was.
  assert.equal(await page.isChecked('#coords'), true);
  assert.match(await page.evaluate(() => location.search), /guide=1/, 'a reload stays guided');
  await page.goto(link('seesaw'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await page.isChecked('#coords'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the opening card offers the guided game, and the setting shows cell names anywhere', async () => {
  const { page, errors } = await openPage(browser, link('senet'));
  assert.equal(await page.textContent('#opening-guide'), 'Or play a guided first game');
  assert.equal(await page.getAttribute('#opening-guide', 'href'), '?guide=1#senet');
  await page.keyboard.press('Escape');
  const plain = await canvas(page);
  await page.check('#coords');
  assert.notEqual(await canvas(page), plain, 'the names are drawn');
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await page.isChecked('#coords'), true, 'the setting is kept');
  await page.uncheck('#coords');
  assert.deepEqual(errors, []);
  await page.close();
});
