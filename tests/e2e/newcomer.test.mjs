// Issue 37, the game page: what a newcomer tripped over. The computer's controls at the end and on
// a person's turn, the win-chance switch against the computer, the board and its cells for a
// screen reader (in words, each target saying the selected piece can go there, the keyboard
// cursor drawn), the typed-move examples, plain words for broken links and players, the saved
// games a link leaves alone, the review chart, the result card, and the phone's layout.
// (The opening's card holding the computer: opening.test.mjs; the review closing: review.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, record, clickSpot, scrollToSpot, playStep, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const ENDINGS = readFileSync(new URL('../endings.txt', import.meta.url), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
const finished = (id) => ENDINGS.find(([i]) => i === id)[2];
const link = (hash, query = '') => `${server.url}${query}#${encodeURIComponent(hash)}`;

/** The words of the accessible board's cell at `spot` (read out, not shown). */
const cellWords = (page, spot) => page.evaluate((s) => document.querySelector(`[data-spot="${s}"]`).lastElementChild.textContent, spot);

test('Pause shows on the computer\'s turns only; Pause and Hint are disabled once the game is over', async () => {
  const { page, errors } = await openPage(browser, link('seesaw-4', '?north=easy&pace=60000'));
  assert.ok(await page.locator('#pause').isHidden(), 'no Pause on the person\'s own turn');
  await playStep(page);
  assert.ok(await page.locator('#pause').isVisible(), 'Pause during the computer\'s turn');
  await page.goto(link(finished('seesaw-4'), '?north=easy&south=easy&pace=60000'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await page.locator('#pause').isDisabled(), 'Pause disabled at the end');
  await page.check('#hints-vs-computer');
  assert.ok(await page.locator('#hint').isDisabled(), 'Hint disabled at the end');
  // Among people Hint is there, and disabled too once the game is over.
  await page.goto(link(finished('senet')));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await page.locator('#hint').isVisible() && await page.locator('#hint').isDisabled());
  assert.ok(await page.locator('#pause').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the win-chance switch against the computer says in place why it shows nothing', async () => {
  const { page, errors } = await openPage(browser, link('arces', '?north=strong&pace=60000'));
  assert.ok(await page.locator('#analysis-off').isHidden());
  // On by default (issue 49); turned off, the bar says why it shows nothing.
  await page.uncheck('#hints-vs-computer');
  await page.check('#analysis-switch');
  assert.ok(await page.locator('#chance-bar').isHidden());
  assert.match(await page.textContent('#analysis-off'), /^Win chances are off in games against the computer\. Turn them on with/);
  assert.ok(await page.locator('#analysis-off').isVisible());
  // Turned on for games against the computer, the bar shows and the note goes.
  await page.check('#hints-vs-computer');
  assert.ok(await page.locator('#analysis-off').isHidden());
  assert.ok(await page.locator('#chance-bar').isVisible());
  await page.uncheck('#analysis-switch');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board\'s name is in words, once, without notation or doubled stops', async () => {
  const { page, errors } = await openPage(browser, link('senet;d2'));
  const label = await page.getAttribute('#board', 'aria-label');
  assert.match(label, /^Game board: Senet\. Black to move with a 2\. Black: 5 on the board, 0 borne off\. White: 5 on the board, 0 borne off\.$/);
  await page.goto(link('seesaw-4'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  for (let i = 0; i < 3; i++) await playStep(page);
  const seesaw = await page.getAttribute('#board', 'aria-label');
  assert.doesNotMatch(seesaw, /\.\.|seesaw-4[:;]/, seesaw);
  assert.equal(seesaw.split('to move').length, 2, `the turn said once: ${seesaw}`);
  // Nothing the page says doubles a stop either.
  const said = await page.evaluate(() => [...document.querySelectorAll('#announce, #status, [data-spot]')]
    .map((el) => el.textContent));
  for (const text of said) assert.doesNotMatch(text, /\.\./, text);
  assert.deepEqual(errors, []);
  await page.close();
});

const TARGET_WORDS = {
  en: 'The piece on 11 can go here.',
  fr: 'La pièce en 11 peut venir ici.',
  es: 'La pieza de 11 puede ir aquí.',
  de: 'Die Figur auf 11 kann hierhin.',
};
for (const [code, words] of Object.entries(TARGET_WORDS)) {
  test(`${code}: a selected piece's target cell says that the piece can go there`, async () => {
    const { page, errors } = await openPage(browser, link('senet;d2', `?lang=${code}`));
    await page.waitForFunction((c) => document.documentElement.lang === c, code);
    const [, from, to] = (await page.evaluate(() => window.quintetTest.legal())).find(([t]) => t === '11-13');
    assert.ok(!(await cellWords(page, to)).includes(words));
    await clickSpot(page, from);
    await page.waitForFunction(([s, w]) => document.querySelector(`[data-spot="${s}"]`).lastElementChild.textContent.endsWith(w), [to, words]);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('Senet\'s attacks are called so: the pieces swap', async () => {
  const { page, errors } = await openPage(browser, link('senet:11b1w5w10:b2'));
  const legal = await page.locator('#legal-list button').allTextContents();
  assert.ok(legal.includes('Move the piece on 12 to 14, attacking: the two pieces swap'), legal.join(' | '));
  assert.ok(!legal.some((w) => /captur/.test(w)), legal.join(' | '));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the accessible board\'s focused cell is the cursor drawn on the canvas', async () => {
  const { page, errors } = await openPage(browser, link('arces'));
  const picture = () => page.evaluate(() => document.getElementById('board').toDataURL());
  const before = await picture();
  await page.focus('[role=gridcell][tabindex="0"]');
  await page.waitForFunction((b) => document.getElementById('board').toDataURL() !== b, before);
  const first = await picture();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((b) => document.getElementById('board').toDataURL() !== b, first);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the typed-move examples are in each game\'s own notation, and in the page\'s language', async () => {
  const { page, errors } = await openPage(browser, link('senet'));
  const hints = {};
  for (const id of GAME_IDS) {
    await page.selectOption('#game-picker', id);
    await page.waitForFunction((i) => document.documentElement.dataset.game === i, id);
    hints[id] = await page.textContent('#typed-hint');
  }
  assert.match(hints.senet, /^For example 11-13, 27-off, pass, or t to throw\.$/);
  assert.match(hints.arces, /d2-d3/);
  assert.doesNotMatch(hints.arces, /throw/, 'no dice in Arcēs');
  assert.match(hints['arsisesi-b'], /S-1/);
  assert.match(hints.zanstrekt, /h1-e3/);
  assert.equal(new Set(Object.values(hints)).size, 5, 'one example per game family');
  await page.selectOption('#language', 'fr');
  await page.waitForFunction(() => /^Par exemple \+, h1-e3/.test(document.getElementById('typed-hint').textContent));
  await page.selectOption('#language', 'en');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a broken link and an unknown player are said in a player\'s words first, the detail after', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet:zzz`);
  const broken = await page.textContent('#message');
  assert.match(broken, /^This link does not hold a game that can be opened: part of it is missing or mistyped/);
  assert.match(broken, /Details: In the turn field, at character \d+: the text ends too early\.$/);
  await page.goto(`${server.url}?north=garbage#seesaw-4`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const player = await page.textContent('#message');
  assert.match(player, /^This link asks for a player Quintet does not know, so a person plays that seat\. Details: 'garbage' is not a player for north/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a friend\'s link says that your own game is kept, and Your games says who played', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(link('arces', '?north=strong&pace=60000'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await playStep(page);
  // A friend's game, opened from a link.
  await page.goto(link('senet;d2,11-13,d3'));
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await page.textContent('#message'), 'Your unfinished game of Arcēs is still in Your games.');
  assert.equal(await record(page), 'senet;d2,11-13,d3');
  await page.click('#games');
  const rows = await page.locator('#games-body .saved-info').allTextContents();
  assert.ok(rows.some((r) => r.includes('South (person), North (computer, strong)')), rows.join(' | '));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the review chart has its axes, the seats\' colours, a name on focus, and luck told apart', async () => {
  const game = 'arsisesi-b;d2,end,d3,N-7,7-6,6-5,d5,end,d1,end,d1,S-1,d6,5-4,4-3,end,d4,end,d5,3-2,2-S,end,d3,1-2,end,d4,end,d2,end,d3,end,d6,2-3,3-4,end,d4,N-7,end,d2,4-5,end,d1,end,d2,5-6,6-N,d4,end,d3,S-1,1-2,2-3,d1,7-6,d5,3-4,end,d6,6-5,5-3,3-4,end,d5,end,d6,4-3,end,d6,S-1,1-2,2-4,4-5,5-6,6-7,d4,end,d4,7-N,end,d1,end,d5,S-1,end,d1,3-2,d1,end,d1,end,d2,1-3,end,d2,end,d5,3-2,2-3,end,d4,N-7,end,d5,3-4,4-5,5-6,6-N,end,d2,7-6,end,d6,S-1,end,d2,end,d6,1-2,end,d3,6-5,5-4,end,d6,2-3,3-5,5-6,6-7,end,d3,end,d5,end,d2,4-3,3-2,d4,7-N,S-1,end,d6,2-S,N-7,7-6,6-5,end,d6,1-2,end,d6,end,d1,end,d2,end,d2,end,d4,end,d5,2-3,end,d5,end,d1,end,d4,end,d5,3-4,4-6,6-5,5-6,end,d4,N-7,7-5,5-4,4-3,d6,6-7,7-N';
  const { page, errors } = await openPage(browser, link(game, '?review=1'));
  await page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  assert.deepEqual(await page.locator('#review-y span').allTextContents(), ['100%', '50%', '0%']);
  const turns = (await page.locator('#review-turns span').allTextContents()).map(Number);
  assert.ok(turns.length >= 3 && turns[0] === 1 && turns.every((n, i) => i === 0 || n > turns[i - 1]), turns.join());
  assert.deepEqual(await page.locator('#review-legend li').allTextContents(), ['South', 'North']);
  const chart = await page.locator('.review-plot').boundingBox();
  assert.ok(chart.height >= 180 && chart.width >= 300, `a chart of ${chart.width}×${chart.height}`);
  // The lines and the legend in the seats' colours.
  const colours = await page.evaluate(() => ['south', 'north'].map((s) => [
    getComputedStyle(document.querySelector(`#review-lines polyline.seat-${s}:not(.halo)`)).stroke,
    getComputedStyle(document.querySelector(`#review-legend .seat-${s}`)).backgroundColor]));
  for (const [line, chip] of colours) assert.equal(line, chip);
  assert.notEqual(colours[0][0], colours[1][0]);
  // A focused point shows its name.
  const point = page.locator('#review-points button').nth(40);
  await point.focus();
  const shown = await point.evaluate((b) => getComputedStyle(b, '::after').content);
  assert.equal(shown, `"${await point.getAttribute('aria-label')}"`);
  // Good and bad luck differ by an arrow, not only by colour.
  const luck = await page.evaluate(() => Object.fromEntries(['lucky', 'unlucky'].map((k) => {
    const b = document.querySelector(`#moves button[data-kind="${k}"]`);
    const after = getComputedStyle(b, '::after');
    return [k, [after.content, after.color]];
  })));
  assert.match(luck.lucky[0], /▲/);
  assert.match(luck.unlucky[0], /▼/);
  assert.notEqual(luck.lucky[1], luck.unlucky[1]);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the result's title stays clear of its ×, and the card cites no rule`, async () => {
    const { page, errors } = await openPage(browser, link(finished('arsisesi-b'), '?lang=de&south=strong&north=strong&pace=60000'), viewport);
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.match(await page.textContent('#result-title'), /^(Süd|Nord) \(Computer, stark\) gewinnt$/);
    const [title, close] = await Promise.all(['#result-title', '#result-hide'].map((s) => page.locator(s).boundingBox()));
    assert.ok(title.x + title.width <= close.x || title.y >= close.y + close.height, `${JSON.stringify(title)} under ${JSON.stringify(close)}`);
    for (const [id, , record] of ENDINGS) {
      if (viewport === DESKTOP) continue;
      await page.goto(link(record, '?lang=en'));
      await page.waitForFunction(() => window.quintetTest !== undefined);
      assert.doesNotMatch(await page.textContent('#result'), /[A-Z]{3}-\d/, id);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const id of GAME_IDS) {
  test(`${id} on a phone: one row of buttons under the status, the page's margin below the board, the whole name in the menu`, async () => {
    // Arsisesi with South to move 3, so that South's Home has a token to move.
    const hash = id.startsWith('arsisesi') ? `${id};d3` : id;
    const { page, errors } = await openPage(browser, link(hash, '?north=easy&pace=60000'), PHONE);
    // The buttons in one row; the status above them may take two lines, now that it says who
    // the person is ("South (you) to move…", issue 49).
    const bar = await page.locator('.panel-now').boundingBox();
    assert.ok(bar.height <= 130, `the bar is ${bar.height} px tall`);
    const rows = await page.$$eval('.panel-now button', (bs) => new Set(bs.filter((b) => b.offsetParent)
      .map((b) => Math.round(b.getBoundingClientRect().top))).size);
    assert.ok(rows <= 1, `the buttons take ${rows} rows`);
    for (const selector of ['label[for=typed-move]', '#legal-summary']) {
      const box = await page.locator(selector).boundingBox();
      assert.ok(box.x >= 8, `${selector} at ${box.x} px from the edge`);
    }
    // The menu shows the longest name whole.
    const fits = await page.evaluate(() => {
      const select = document.getElementById('game-picker');
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(select).font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      const longest = [...select.options].map((o) => o.textContent).sort((a, b) => b.length - a.length)[0];
      probe.textContent = longest;
      document.body.append(probe);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      // The text's room: the box less its padding and the menu's arrow (about 20 px).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return [need, room, longest];
    });
    assert.ok(fits[0] <= fits[1], `"${fits[2]}" needs ${fits[0]} px, the menu has ${fits[1]}`);
    if (id.startsWith('arsisesi')) {
      // The die sits by the player's own Home: both in view together, above the bar.
      const home = await page.evaluate(() => window.quintetTest.legal().find(([t]) => t.startsWith('S-'))[1]);
      await scrollToSpot(page, home);
      const board = await page.locator('#board').boundingBox();
      const barNow = await page.locator('.panel-now').boundingBox();
      assert.ok(board.y + board.height <= barNow.y + 1, `the board's foot (the die) at ${board.y + board.height}, the bar at ${barNow.y}`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
