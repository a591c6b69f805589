// A panic in a page's wasm is said on the page in plain words, in its language, with a Reload
// button (issue 37): the game page and the single file (#stopped, shown by the page's script on
// a trap of its wasm), embed.html (its note and a quintet-error to its parent) and
// <quintet-board> (each board's note and one quintet-error each: the embeds' panic hook). The test-only
// triggers panic while the page's state is lent out, as a bug would: quintetTest.panic() and,
// on pages that ask for it before the embeds start, quintetEmbedTest.panic(). The computer's
// worker stopping is said too. (The editor's: editor-fields.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openPage } from './harness.mjs';
import { embedSetup, LISTEN, boardsReady } from './embed-host.mjs';

const ctx = embedSetup();

/**
 * Runs `call` in `target` from a task of its own, as an event handler runs, so that the trap
 * reaches the page's error listener (a caller's try/catch would keep it from it); returns the
 * error the page saw.
 */
const panicUncaught = (target, call) => target.evaluate((c) => new Promise((resolve) => {
  addEventListener('error', (e) => resolve(String(e.error ?? e.message)), { once: true });
  setTimeout(() => window[c[0]][c[1]]());
}), call);

/** Runs `call` in `target` (a page or a frame), which panics; returns what it threw. */
const panicIn = (target, call) => target.evaluate((c) => {
  try { window[c[0]][c[1]](); return null; } catch (error) { return String(error); }
}, call);

/** Checks the panic report in `selector` on `page`: `words`, then a Reload button. */
async function reported(page, selector, words, reload = 'Reload') {
  const place = page.locator(selector);
  assert.ok(await place.isVisible(), `${selector} is shown`);
  assert.match(await place.textContent(), words);
  assert.equal(await place.locator('button').textContent(), reload);
}

test('the game page says a panic in its message line, with a Reload button that reloads', async () => {
  for (const [query, words, reload] of [['', /^Quintet stopped on an unexpected error\. Reload the page to go on\. Reload$/, 'Reload'],
    ['?lang=de', /^Quintet funktioniert wegen eines unerwarteten Fehlers nicht mehr/, 'Neu laden']]) {
    const { page, errors } = await openPage(ctx.browser, `${ctx.dist.url}${query}#senet;d2`);
    if (query) await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal(await page.locator('#stopped').isVisible(), false, 'nothing to say before');
    assert.match(await panicUncaught(page, ['quintetTest', 'panic']), /unreachable/);
    await reported(page, '#stopped', words, reload);
    assert.ok(errors.some((e) => /unreachable/.test(e)), 'the console has it too');
    await page.evaluate(() => { window.beforeReload = true; });
    await Promise.all([page.waitForNavigation(), page.locator('#stopped button').click()]);
    await page.waitForFunction(() => window.quintetTest !== undefined);
    assert.equal(await page.evaluate(() => window.beforeReload ?? false), false);
    assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'senet;d2', 'the game is back');
    await page.close();
  }
});

test('the single file from disk says a panic the same way', async () => {
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  const { page } = await openPage(ctx.browser, `file://${file}?lang=fr#senet`);
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.match(await panicUncaught(page, ['quintetTest', 'panic']), /unreachable/);
  await reported(page, '#stopped', /^Quintet s'est arrêté à cause d'une erreur inattendue/, 'Recharger');
  await page.close();
});

test('every <quintet-board> of a page says the panic in its note and sends one quintet-error', async () => {
  const context = await ctx.browser.newContext();
  await context.addInitScript(() => { window.quintetTestHooks = true; });
  const { page, errors } = await ctx.host.open(context, `${LISTEN}${ctx.script()}
    <quintet-board id="a" record="senet;d2" controls="1"></quintet-board>
    <quintet-board id="b" record="arces" lang="es"></quintet-board>`);
  await boardsReady(page);
  await page.evaluate(() => document.getElementById('b').ready);
  assert.match(await panicIn(page, ['quintetEmbedTest', 'panic']), /unreachable/);
  // Each in its own language.
  await reported(page, '#a >> .quintet-note', /^Quintet stopped on an unexpected error/);
  await reported(page, '#b >> .quintet-note', /^Quintet dejó de funcionar por un error inesperado/, 'Recargar');
  const told = () => page.evaluate(() => window.events.filter((e) => e.type === 'quintet-error').map((e) => [e.id, e.detail.message]));
  assert.deepEqual((await told()).map(([id]) => id), ['a', 'b']);
  assert.match((await told())[0][1], /^Quintet stopped on an unexpected error/);
  assert.match((await told())[1][1], /^Quintet dejó de funcionar/);
  // The boards stay stopped: a click panics again and is said again, but the hosts were told.
  const box = await page.locator('#a >> canvas').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await reported(page, '#a >> .quintet-note', /^Quintet stopped on an unexpected error/);
  assert.equal((await told()).length, 2);
  assert.ok(errors.some((e) => /unreachable/.test(e)));
  await context.close();
});

test('embed.html says a panic in its note and tells its parent page', async () => {
  const context = await ctx.browser.newContext();
  await context.addInitScript(() => { window.quintetTestHooks = true; });
  const { page } = await ctx.host.open(context, `<script>
    window.messages = [];
    addEventListener('message', (e) => window.messages.push(e.data));
  </script><iframe id="f" src="${ctx.dist.url}embed.html?lang=fr#senet;d2" width="600" height="400"></iframe>`);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0 && document.documentElement.lang === 'fr');
  assert.match(await panicIn(frame, ['quintetEmbedTest', 'panic']), /unreachable/);
  await reported(frame, '#embed .quintet-note', /^Quintet s'est arrêté/, 'Recharger');
  await page.waitForFunction(() => window.messages.some((m) => m.type === 'quintet-error'));
  const error = await page.evaluate(() => window.messages.find((m) => m.type === 'quintet-error'));
  assert.match(error.message, /^Quintet s'est arrêté/);
  await context.close();
});

test('the test trigger is not there for a page that does not ask for it', async () => {
  const { page } = await ctx.host.open(ctx.browser, `${ctx.script()}<quintet-board record="senet"></quintet-board>`);
  await boardsReady(page);
  assert.equal(await page.evaluate(() => typeof window.quintetEmbedTest), 'undefined');
  await page.close();
});

test('a computer opponent whose program stops is said on the page, and the game stays', async () => {
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  // A worker that starts, then stops on its first question, as a panic in its wasm does.
  await context.route('**/ai-worker.js', (route) => route.fulfill({
    status: 200,
    contentType: 'text/javascript',
    body: "postMessage('ready'); onmessage = () => { throw new Error('RuntimeError: unreachable'); };",
  }));
  const page = await context.newPage();
  await page.goto(`${ctx.dist.url}?south=easy&pace=0#seesaw-4`);
  await page.waitForFunction(() => /could not move/.test(document.querySelector('#message').textContent));
  assert.match(await page.textContent('#message'), /could not be loaded or stopped/);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'seesaw-4');
  assert.ok(await page.locator('#thinking').isHidden(), 'no spinner once it failed');
  await context.close();
});
