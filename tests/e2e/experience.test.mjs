// Player experience shared by every game: undo/redo, saved games, keyboard play, the move list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('undo takes back one decision and redo plays it again', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2,11-13,d3`);
  await page.click('#undo');
  assert.equal(await record(page), 'senet;d2');
  assert.ok(await page.locator('#undo').isDisabled(), 'nothing more to undo');
  await page.click('#redo');
  assert.equal(await record(page), 'senet;d2,11-13,d3');
  assert.ok(await page.locator('#redo').isDisabled());
  assert.deepEqual(errors, []);
  await page.close();
});

test('with the setting on, undo and redo take a whole turn', async () => {
  // Black throws 1, moves, throws 2 (its extra throw), moves: one turn of two decisions.
  const { page, errors } = await openPage(browser, `${server.url}#senet;d1,11-12,d2,12-14,d2`);
  await page.check('#undo-turns');
  await page.click('#undo');
  assert.equal(await record(page), 'senet;d1');
  await page.click('#redo');
  assert.equal(await record(page), 'senet;d1,11-12,d2,12-14,d2');
  await page.uncheck('#undo-turns');
  await page.click('#undo');
  assert.equal(await record(page), 'senet;d1,11-12,d2');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the current game is saved and resumed on the next visit (saved.test.mjs has the rest)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}?seed=3#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  for (let i = 0; i < 6; i++) await playStep(page);
  const played = await record(page);
  await page.goto('about:blank');
  await page.goto(server.url);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await record(page), played, 'resumed without a link');
  assert.ok(await boardDrawn(page));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a few moves can be played with the keyboard alone', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=4#senet`);
  await page.focus('#board');
  await page.keyboard.press('t');
  assert.match(await record(page), /^senet;d\d$/);
  // Walk the cursor to a movable piece and its target using the moves on offer.
  const [text, from, to] = (await page.evaluate(() => window.quintetTest.legal()))[0];
  for (const spot of [from, to]) {
    for (let i = 0; i < 40; i++) {
      const at = await page.evaluate(() => window.quintetTest.cursor());
      if (at === spot) break;
      const [cx, cy] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot);
      const [ax, ay] = at === null ? [0, 0] : await page.evaluate((s) => window.quintetTest.spotCenter(s), at);
      const key = at === null ? 'ArrowRight'
        : Math.abs(cx - ax) > Math.abs(cy - ay) ? (cx > ax ? 'ArrowRight' : 'ArrowLeft')
        : (cy > ay ? 'ArrowDown' : 'ArrowUp');
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Enter');
  }
  assert.ok((await record(page)).endsWith(text), `played ${text} by keyboard`);
  await page.keyboard.press('u');
  assert.match(await record(page), /^senet;d\d$/, 'U undoes');
  assert.deepEqual(errors, []);
  await page.close();
});

test('clicking a move in the list shows that position without changing the record', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2,11-13,d3`);
  await page.click('#moves [data-view="1"]');
  assert.match(await page.textContent('#status'), /Looking at the position after move 1/);
  assert.equal(await record(page), 'senet;d2,11-13,d3');
  assert.ok(await page.locator('#throw').isDisabled());
  await page.click('#live');
  assert.doesNotMatch(await page.textContent('#status'), /Looking/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('moves slide and throws tumble when motion is welcome, with no errors', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=2#senet;d2`, undefined, 'no-preference');
  const tick = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => ok(performance.now()))));
  const [text, from, to] = (await page.evaluate(() => window.quintetTest.legal()))[0];
  const box = await page.locator('#board').boundingBox();
  for (const spot of [from, to]) {
    const [x, y] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot);
    await page.mouse.click(box.x + x, box.y + y);
  }
  const before = await tick();
  let after = before;
  while (after - before < 400) after = await tick();
  assert.ok((await record(page)).endsWith(text));
  if (await page.locator('#throw').isEnabled()) await page.click('#throw');
  await page.waitForTimeout(450);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the rules dialog explains the game with live example boards', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet`);
  await page.click('#rules');
  // The rules texts are fetched the first time the dialog opens.
  await page.waitForSelector('#rules-dialog[open] #rules-body figure');
  assert.match(await page.textContent('#rules-title'), /Senet/);
  assert.match(await page.textContent('#rules-body'), /SEN-\d/);
  // Each a <quintet-board>, whose module loads with the dialog (issue 37): drawn in its shadow
  // root once that module has loaded, so counted after it.
  await page.waitForFunction(() => [...document.querySelectorAll('#rules-body quintet-board')]
    .every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0));
  const boards = page.locator('#rules-body figure canvas');
  assert.ok((await boards.count()) >= 2, 'example boards shown');
  await page.click('#rules-close');
  assert.equal(await page.locator('#rules-body canvas').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
