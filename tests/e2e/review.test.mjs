// Analysis on the page (src/web/analysis.rs, src/web/review.rs): the Hint button and key H, the
// "Analysis" switch's win-chance bar, the game review of a whole-game link (progress, chart,
// jumps, key moments) and ?review=1 links, and a page that stays responsive while the worker
// thinks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve, launch, openPage, record, playStep } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// A finished Arsisesi B game (random play, so it has mistakes to find): Arsisesi B is solved,
// so its review is exact and quick.
const GAME = 'arsisesi-b;d2,end,d3,N-7,7-6,6-5,d5,end,d1,end,d1,S-1,d6,5-4,4-3,end,d4,end,d5,3-2,2-S,end,d3,1-2,end,d4,end,d2,end,d3,end,d6,2-3,3-4,end,d4,N-7,end,d2,4-5,end,d1,end,d2,5-6,6-N,d4,end,d3,S-1,1-2,2-3,d1,7-6,d5,3-4,end,d6,6-5,5-3,3-4,end,d5,end,d6,4-3,end,d6,S-1,1-2,2-4,4-5,5-6,6-7,d4,end,d4,7-N,end,d1,end,d5,S-1,end,d1,3-2,d1,end,d1,end,d2,1-3,end,d2,end,d5,3-2,2-3,end,d4,N-7,end,d5,3-4,4-5,5-6,6-N,end,d2,7-6,end,d6,S-1,end,d2,end,d6,1-2,end,d3,6-5,5-4,end,d6,2-3,3-5,5-6,6-7,end,d3,end,d5,end,d2,4-3,3-2,d4,7-N,S-1,end,d6,2-S,N-7,7-6,6-5,end,d6,1-2,end,d6,end,d1,end,d2,end,d2,end,d4,end,d5,2-3,end,d5,end,d1,end,d4,end,d5,3-4,4-6,6-5,5-6,end,d4,N-7,7-5,5-4,4-3,d6,6-7,7-N';
const TOKENS = GAME.split(';')[1].split(',').length;

const link = (hash, query = '') => `${server.url}${query}#${encodeURIComponent(hash)}`;

test('a hint is shown, in words and on the board, by the button and by key H', async () => {
  const { page, errors } = await openPage(browser, link('seesaw'));
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: .+ Win chance for South: \d+\.\d%\.$/.test(document.getElementById('hint-text').textContent), null, { timeout: 60_000 });
  // The hinted move is one the page offers.
  const words = await page.textContent('#hint-text');
  assert.ok(words.length > 20, words);
  // Another position: the hint goes, and H asks for a new one.
  await playStep(page);
  assert.equal(await page.textContent('#hint-text'), '');
  await page.locator('body').press('h');
  await page.waitForFunction(() => /Win chance for North/.test(document.getElementById('hint-text').textContent), null, { timeout: 60_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the single file, opened from disk with no network, hints and reviews from its blob: worker', async () => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  await page.goto(`file://${file}#seesaw`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.getElementById('hint-text').textContent), null, { timeout: 60_000 });
  await page.goto(`file://${file}?review=1#${encodeURIComponent(GAME)}`);
  await page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  assert.equal(await page.locator('#review-points button').count(), TOKENS + 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hints are on against the computer unless the player turns them off', async () => {
  const { page, errors } = await openPage(browser, link('seesaw', '?south=strong&pace=100000'));
  // Issue 49: a newcomer against the computer finds Hint without looking for a setting.
  assert.equal(await page.isChecked('#hints-vs-computer'), true);
  assert.equal(await page.isVisible('#hint'), true);
  await page.uncheck('#hints-vs-computer');
  assert.equal(await page.isHidden('#hint'), true);
  // Keys go to the page, not to the setting just changed.
  await page.evaluate(() => document.activeElement.blur());
  await page.locator('body').press('h');
  await page.waitForFunction(() => /Hints are off/.test(document.getElementById('message').textContent));
  assert.equal(await page.textContent('#hint-text'), '');
  // The setting is remembered.
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await page.isChecked('#hints-vs-computer'), false);
  await page.check('#hints-vs-computer');
  assert.equal(await page.isVisible('#hint'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the win-chance bar follows the game, move after move', async () => {
  const { page, errors } = await openPage(browser, link('arces'));
  await page.check('#analysis-switch');
  const figures = () => page.evaluate(() => {
    const segments = document.getElementById('chance-segments');
    return { at: segments.dataset.for ?? null, chances: [...segments.children].map((s) => Number(s.dataset.chance)) };
  });
  await page.waitForFunction(() => document.getElementById('chance-segments').dataset.for !== undefined, null, { timeout: 60_000 });
  const first = await figures();
  assert.equal(first.chances.length, 2);
  assert.ok(Math.abs(first.chances[0] + first.chances[1] - 1_000_000) <= 2, JSON.stringify(first));
  assert.match(await page.textContent('#chance-text'), /^Win chances: South \d+\.\d%, North \d+\.\d%$/);
  await playStep(page);
  await page.waitForFunction((was) => {
    const at = document.getElementById('chance-segments').dataset.for;
    return at !== undefined && at !== was;
  }, first.at, { timeout: 60_000 });
  const second = await figures();
  assert.equal(second.chances.length, 2);
  // The switch is remembered; turned off, the bar goes.
  await page.uncheck('#analysis-switch');
  assert.equal(await page.isHidden('#chance-bar'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('four seats: the bar has a segment per seat', async () => {
  const { page, errors } = await openPage(browser, link('arces-4'));
  await page.check('#analysis-switch');
  await page.waitForFunction(() => document.getElementById('chance-segments').children.length === 4, null, { timeout: 60_000 });
  const total = await page.evaluate(() => [...document.getElementById('chance-segments').children].reduce((sum, s) => sum + Number(s.dataset.chance), 0));
  assert.ok(Math.abs(total - 1_000_000) <= 4, String(total));
  await page.uncheck('#analysis-switch');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the review of a whole-game link completes, with its chart, jumps and key moments', async () => {
  const { page, errors } = await openPage(browser, link(GAME));
  assert.equal(await page.isVisible('#review-open'), true);
  const names = () => page.$$eval('#moves button', (bs) => bs.map((b) => b.getAttribute('aria-label')));
  const unmarked = await names();
  await page.click('#review-open');
  await page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  // A point per position, each a named button.
  const points = page.locator('#review-points button');
  assert.equal(await points.count(), TOKENS + 1);
  assert.match(await points.nth(0).getAttribute('aria-label'), /^Start: South \d+\.\d%, North \d+\.\d%$/);
  // Named by the move list's turns and the token that led there.
  assert.match(await points.nth(5).getAttribute('aria-label'), /^Turn \d+, after \S+( \(\w+\))?: South /);
  assert.equal(await page.locator('#review-lines polyline:not(.halo)').count(), 2);
  assert.match(await page.textContent('#review-verdict'), /\.$/);
  assert.equal(await page.locator('#review-seats li').count(), 2);
  assert.match(await page.textContent('#review-status'), /exact/);
  // A point shows its position; the record stays whole.
  await points.nth(10).click();
  assert.match(await page.textContent('#status'), /^Looking at the position after move 10\./);
  assert.equal(await record(page), GAME);
  assert.equal(await points.nth(10).getAttribute('aria-current'), 'step');
  // Random play blunders: key moments show the position before the move.
  const moments = page.locator('#review-moments button');
  assert.ok(await moments.count() > 0);
  const text = await moments.nth(0).textContent();
  const n = Number(/^Turn (\d+):/.exec(text)[1]);
  assert.match(text, /\((inaccuracy|mistake|blunder), -\d+\.\d\spoints\)\. Better: /);
  await moments.nth(0).click();
  // The position before the move: the move list marks a token of that turn or the one before.
  const shown = await page.evaluate(() => document.querySelector('#moves [aria-current]')
    ?.closest('li').querySelector('.num').textContent);
  assert.ok(shown === undefined ? n === 1 : [n, n - 1].includes(Number(shown)), `turn ${n}, shown ${shown}`);
  // Better: is on the board (issue 54): a green arrow from where the move starts to where it goes,
  // or a green mark where it has one place only; each moment shows its own.
  const drawn = [];
  for (let i = 0; i < await moments.count(); i++) {
    await moments.nth(i).click();
    drawn.push(await page.evaluate(() => window.quintetTest.drawn()));
  }
  assert.ok(drawn.every((d) => d.length <= 1 && d.every((x) => /^(arrow:G:\d+:\d+|mark:G:\d+)$/.test(x))), JSON.stringify(drawn));
  assert.ok(drawn.some((d) => d.length === 1 && d[0].startsWith('arrow:G:')), JSON.stringify(drawn));
  // The move list carries the labels and the luck.
  const marked = await page.locator('#moves button[data-mark]').count();
  assert.ok(marked > TOKENS / 3, `${marked} marks`);
  // Closed, the marks go, and the game shows as it stands (issue 37: it stayed on the position
  // the review showed last).
  await page.click('#review-close');
  assert.equal(await page.isHidden('#review'), true);
  assert.equal(await page.locator('#moves button[data-mark]').count(), 0);
  assert.deepEqual(await page.evaluate(() => window.quintetTest.drawn()), [], 'the arrow goes too');
  assert.deepEqual(await names(), unmarked, 'each entry\'s own name back in words');
  assert.equal(await page.locator('#moves button[data-name], #moves button[data-kind]').count(), 0);
  assert.doesNotMatch(await page.textContent('#status'), /^Looking at/);
  assert.ok(await page.locator('#live').isHidden(), 'no "Back to the game"');
  assert.ok(await page.locator('#result').isVisible(), 'the finished game\'s result again');
  assert.deepEqual(errors, []);
  await page.close();
});

test('?review=1 opens straight into the review, with its progress, and leaves the address when closed', async () => {
  const { page, errors } = await openPage(browser, link(GAME, '?north=strong&pace=100000&review=1'));
  assert.equal(await page.isVisible('#review'), true);
  await page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  assert.equal(await page.locator('#review-points button').count(), TOKENS + 1);
  assert.equal(await page.isHidden('#review-progress'), true);
  // While it is open the address is a review link; closed, a link to the game, other keys kept.
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('review')), '1');
  await page.click('#review-close');
  const keys = await page.evaluate(() => [...new URLSearchParams(location.search)].map((kv) => kv.join('=')).sort());
  assert.deepEqual(keys, ['north=strong', 'pace=100000']);
  assert.equal(await record(page), GAME);
  // Opened again from the button, it says so again.
  await page.click('#review-open');
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('review')), '1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Your games: a finished game opens into its review', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  // A finished game, saved as soon as it is played in: the last token played on the page.
  const last = GAME.lastIndexOf(',');
  await page.goto(link(GAME.slice(0, last)));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.fill('#typed-move', GAME.slice(last + 1));
  await page.press('#typed-move', 'Enter');
  assert.equal(await record(page), GAME);
  // Another game on the board, then the finished one from the list.
  await page.goto(link('senet'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.click('#games');
  await page.waitForSelector('#games-dialog[open]');
  const review = page.locator('#games-body button[data-review]');
  assert.equal(await review.count(), 1);
  assert.equal((await review.textContent()).trim(), 'Review');
  await review.click();
  assert.equal(await page.isHidden('#games-dialog'), true);
  assert.equal(await record(page), GAME);
  await page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('review')), '1');
  // The game on the board is now that one: its row offers Review beside "This game".
  await page.click('#review-close');
  await page.click('#games');
  await page.waitForSelector('#games-dialog[open]');
  assert.equal(await page.locator('#games-body li:has(.badge) button[data-review]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page keeps drawing frames while the worker works out win chances', async () => {
  // Seesaw side 4's opening: one of the longest searches (Strong's whole budget) in the worker.
  const { page, errors } = await openPage(browser, link('seesaw-4'));
  const run = await page.evaluate(async () => {
    const gaps = [];
    let last = performance.now();
    let running = true;
    const frame = (now) => { gaps.push(now - last); last = now; if (running) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    document.getElementById('analysis-switch').click();
    const started = performance.now();
    await new Promise((resolve) => {
      const check = () => (window.quintetTest.analysing() || performance.now() - started < 200 ? setTimeout(check, 20) : resolve());
      check();
    });
    running = false;
    return { gaps, ms: performance.now() - started };
  });
  const sorted = [...run.gaps].sort((a, b) => a - b);
  const worst = sorted.at(-1);
  console.log(`# win chances in ${Math.round(run.ms)} ms; ${sorted.length} frames, median gap ${sorted[sorted.length >> 1].toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
  assert.match(await page.textContent('#chance-text'), /%/);
  assert.ok(sorted.length > 5, `${sorted.length} frames`);
  // Generous, so that a loaded machine's stalls do not fail it: a page that searched itself
  // would miss frames for the whole search, one gap as long as the computation.
  assert.ok(worst < Math.max(500, run.ms / 2), `a frame gap of ${worst} ms in ${run.ms} ms`);
  await page.uncheck('#analysis-switch');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the new-game dialogue offers Perfect for Arsisesi B alone, and Perfect plays', async () => {
  const { page, errors } = await openPage(browser, link('arsisesi-b', '?pace=0'));
  await page.click('#new-game');
  const levels = () => page.locator('#new-players select').first().locator('option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(await levels(), ['person', 'easy', 'medium', 'strong', 'perfect']);
  await page.selectOption('#new-game-id', 'senet');
  assert.deepEqual(await levels(), ['person', 'easy', 'medium', 'strong']);
  await page.selectOption('#new-game-id', 'arsisesi-b');
  // Perfect against Perfect: a demonstration game, which plays on by itself.
  await page.locator('#new-players select').nth(0).selectOption('perfect');
  await page.locator('#new-players select').nth(1).selectOption('perfect');
  await page.click('#new-start');
  await page.click('#opening-play');
  await page.waitForFunction(() => decodeURIComponent(location.hash).split(',').length > 12, null, { timeout: 60_000 });
  assert.match(await page.evaluate(() => location.search), /south=perfect.*north=perfect|north=perfect.*south=perfect/);
  assert.equal(await page.textContent('#message'), '');
  assert.deepEqual(errors, []);
  await page.close();
});
