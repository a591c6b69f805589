// Phones (360×640), every game id: touch targets of 44 px at least, no sideways scrolling, the
// board drawn across the width; whose turn it is and the buttons in view as the page opens, the
// move list and sharing below the board; and moves played by tapping, then seen in the move list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, firstMove, scrollToSpot, boardDrawn, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const PHONE = { width: 360, height: 640 };
const TARGET = 44;
/** Game ids with a Throw button (the others have no chance). */
const DICE = (id) => !id.startsWith('seesaw') && !id.startsWith('arces');

/**
 * Where a control stands: whether it lies inside the window and nothing covers its centre (an
 * empty list, with no height, only has to lie inside the window).
 */
function seen(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const r = el.getBoundingClientRect();
    const inside = r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight
      && r.left >= 0 && r.right <= window.innerWidth;
    if (!inside || r.height === 0) return inside;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return el.contains(top);
  }, selector);
}

/** Visible controls a finger cannot hit comfortably: narrower or lower than 44 px. */
function smallControls(page) {
  return page.evaluate((min) => {
    const small = [];
    for (const el of document.querySelectorAll('button, select, summary, label.setting, a, input[type=range]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('dialog')) continue;
      if (Math.min(r.width, r.height) < min - 0.5) {
        small.push(`${el.id || el.textContent.trim().slice(0, 20)} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
    }
    return small;
  }, TARGET);
}

for (const id of GAME_IDS) {
  test(`${id}: on a phone the targets are large, the page does not scroll sideways and the controls are at hand`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}#${id}`, PHONE);
    assert.ok(await boardDrawn(page), 'canvas drawn');
    const target = await page.evaluate(() => window.quintetTest.smallestTarget());
    assert.ok(target >= TARGET, `smallest touch target ${target.toFixed(1)} px`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no horizontal scroll (${width} px wide)`);
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.width <= PHONE.width && box.width > 340, `the board spans the width (${box.width} px)`);
    // As the page opens: whose turn it is, the throw and undo, over the board.
    const atHand = ['#status', '#undo', '#redo', ...(DICE(id) ? ['#throw'] : [])];
    for (const selector of atHand) assert.ok(await seen(page, selector), `${selector} in view at load`);
    assert.match(await page.textContent('#status'), /to (move|throw|place)/);
    // Further down, below the board: the move list with its replay controls, and sharing.
    // (The keyboard section and the review follow them now, so each is scrolled to in turn.)
    const boardTop = (await page.locator('#board').boundingBox()).y;
    for (const selector of ['#moves', '#first', '#last', '#share-position', '#share-game']) {
      await page.locator(selector).scrollIntoViewIfNeeded();
      assert.ok(await seen(page, selector), `${selector} in view below the board`);
      const y = await page.evaluate((s) => document.querySelector(s).getBoundingClientRect().top + window.scrollY, selector);
      assert.ok(y > boardTop, `${selector} below the board`);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [board, more] = await Promise.all(['#board', '.panel-more'].map((s) => page.locator(s).boundingBox()));
    assert.ok(more.y >= board.y + board.height, 'the move list is below the board');
    assert.deepEqual(await smallControls(page), [], 'controls of 44 px at least');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('moves tapped on a phone appear in the move list, the last one highlighted', async () => {
  // Side 5 has the smallest cells of all: tapping them must still work.
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${server.url}#seesaw`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const played = [];
  for (let i = 0; i < 3; i++) {
    const [text, from, to] = firstMove(await page.evaluate(() => window.quintetTest.legal()));
    for (const spot of [from, to].filter((s) => s !== null)) {
      const [x, y] = await scrollToSpot(page, spot);
      await page.touchscreen.tap(x, y);
    }
    played.push(text);
    assert.equal(await record(page), `seesaw;${played.join(',')}`);
  }
  // The move list, below the board, scrolled to as a person would (the settings under it grew
  // with issue 49's, so the page's bottom no longer shows it): nothing sticky covers its end.
  await page.locator('#moves li:last-child button').scrollIntoViewIfNeeded();
  assert.deepEqual(await page.locator('#moves button').allTextContents(), played);
  assert.equal(await page.getAttribute('#moves li:last-child button', 'aria-current'), 'step');
  // In the window and, at its middle at least, inside the list's own scrolled box (the list
  // scrolls on a phone).
  assert.ok(await page.evaluate(() => {
    const r = document.querySelector('#moves li:last-child button').getBoundingClientRect();
    const box = document.getElementById('moves').getBoundingClientRect();
    const middle = r.top + r.height / 2;
    return r.height > 0 && middle >= Math.max(0, box.top) && middle <= Math.min(innerHeight, box.bottom);
  }), 'the last move in view');
  assert.deepEqual(await smallControls(page), [], 'move buttons of 44 px at least');
  // Tapping a move in the list shows that position; the bar says so.
  await page.locator('#moves li:first-child button').tap();
  assert.match(await page.textContent('#status'), /^Looking at the position after move 1\./);
  assert.deepEqual(errors, []);
  await context.close();
});
