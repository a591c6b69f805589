// Every dialog: game keys do nothing while it is open, Escape and a click on the backdrop close
// it, and the focus goes back to the button that opened it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const DIALOGS = [['#rules', '#rules-dialog'], ['#new-game', '#new-dialog'], ['#games', '#games-dialog']];
const isOpen = (page, dialog) => page.locator(dialog).evaluate((d) => d.open);
const focused = (page) => page.evaluate(() => document.activeElement?.id);
// The rules dialog opens once its texts are fetched, the first time it is asked for: a task or
// more after the click.
const opened = (page, dialog) => page.waitForFunction((d) => document.querySelector(d).open, dialog);

for (const [button, dialog] of DIALOGS) {
  test(`${dialog}: keys are inert under it, Escape closes it and the focus comes back`, async () => {
    const game = 'senet;d2,11-13,d3';
    const { page, errors } = await openPage(browser, `${server.url}#${game}`);
    await page.focus(button);
    await page.keyboard.press('Enter');
    await opened(page, dialog);
    // U would undo, T throw, F flip, digits play offered moves: none reaches the game.
    for (const key of ['u', 'r', 't', 'f', '1', 'p', 'ArrowLeft']) await page.keyboard.press(key);
    assert.equal(await record(page), game);
    await page.keyboard.press('Escape');
    assert.ok(!(await isOpen(page, dialog)), 'Escape closes it');
    assert.equal(await focused(page), button.slice(1), 'the focus is back on its button');
    assert.equal(await record(page), game, 'Escape did nothing else');
    // Keys reach the game again.
    await page.keyboard.press('u');
    assert.equal(await record(page), 'senet;d2');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${dialog}: a click on the backdrop closes it, one inside does not`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}#senet`);
    await page.click(button);
    await opened(page, dialog);
    const box = await page.locator(dialog).boundingBox();
    await page.mouse.click(box.x + 8, box.y + 8);
    assert.ok(await isOpen(page, dialog), 'a click inside keeps it open');
    await page.mouse.click(4, 4);
    assert.ok(!(await isOpen(page, dialog)), 'a click on the backdrop closes it');
    assert.equal(await focused(page), button.slice(1));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the rules dialog drops its example boards however it closes', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet`);
  await page.click('#rules');
  // The rules texts are fetched the first time the dialog opens (l10n::load_rules).
  await page.waitForSelector('#rules-body canvas');
  await page.keyboard.press('Escape');
  // The boards go on the dialog's close event, which the browser queues as a task after the key:
  // the CI run of ba22509 counted 4 canvases read before it fired.
  await page.waitForFunction(() => !document.querySelector('#rules-dialog').open);
  await page.waitForFunction(() => document.querySelectorAll('#rules-body canvas').length === 0, null, { timeout: 5000 })
    .catch(() => {});
  assert.equal(await page.locator('#rules-body canvas').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
