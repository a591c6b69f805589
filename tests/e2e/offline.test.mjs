// Offline: after one visit the page and embed.html reload with the network off, each as itself;
// the single file plays from disk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve, launch, record, boardDrawn, canvasDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Visits the app once, until its service worker controls the page, then cuts the network. */
async function visitThenGoOffline() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // clients.claim() hands the open page to the worker, so what follows is served by it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  return { context, page, errors };
}

test('after one visit the app reloads and plays with the network off', async () => {
  const { context, page, errors } = await visitThenGoOffline();
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await boardDrawn(page), 'board drawn offline');
  await page.click('#throw');
  assert.match(await record(page), /^senet;d\d$/);
  // The rules: their texts and their example boards' element, module and wasm (issue 37), never
  // fetched online, all from the service worker's cache.
  await page.click('#rules');
  await page.waitForFunction(() => {
    const boards = [...document.querySelectorAll('#rules-body quintet-board')];
    return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline, the computer plays from the precached worker; the icons are not precached', async () => {
  const { context, page, errors } = await visitThenGoOffline();
  const cached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('quintet-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
  });
  // The computer opponent's files and the embeds' (their own module and wasm) are precached for
  // offline use; the icons, which only an install asks for, are not (scripts/size.sh counts them
  // apart).
  for (const name of ['ai-worker.js', 'quintet-worker-', '_bg.wasm', 'embed.html', 'quintet-board.js', 'quintet-embed-']) {
    assert.ok(cached.some((path) => path.includes(name)), `${name} precached: ${cached}`);
  }
  assert.ok(!cached.some((path) => path.startsWith('icon-')), `no icons precached: ${cached}`);
  // South is the computer and moves first; the worker has never been started online.
  await page.goto(`${server.url}?south=easy&pace=0#seesaw-4`);
  await page.waitForFunction(() => /^North (\(you\) )?to move/.test(document.querySelector('#status').textContent));
  assert.match(await record(page), /^seesaw-4;[^,]+$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline, embed.html opens as itself (not the app), query and all; so does the app', async () => {
  const { context, page, errors } = await visitThenGoOffline();
  await page.goto(`${server.url}embed.html?controls=1&highlight=13#senet;d2,11-13`);
  await page.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
  assert.equal(await page.locator('#board').count(), 0, 'the embed, not the app');
  assert.ok(await canvasDrawn(page), 'the embedded board is drawn offline');
  assert.match(await page.getAttribute('canvas', 'aria-label'), /^Game board: Senet\./);
  await page.click('[data-cmd="first"]');
  assert.equal(await page.locator('[data-cmd="first"]').isDisabled(), true, 'its controls work');
  // Every precached page answers with itself; the app still opens at its own address.
  await page.goto(`${server.url}index.html?north=easy#seesaw`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await boardDrawn(page));
  await page.goto(`${server.url}`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline, the position editor opens as itself too, and edits', async () => {
  const { context, page, errors } = await visitThenGoOffline();
  await page.goto(`${server.url}editor.html?x=1#arces-4`);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined);
  assert.equal(await page.locator('#editor').count(), 1, 'the editor, not the app');
  assert.ok(await boardDrawn(page), 'its board is drawn offline');
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()),
    'arces:1nn(nN)nn1/w5e/w5e/(wW)5(eE)/w5e/w5e/1ss(sS)ss1:s:0');
  await page.click('#editor-empty');
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()), 'arces:7/7/7/7/7/7/7:s:0');
  assert.deepEqual(errors, []);
  await context.close();
});

test('offline, the lessons open from the game page\'s link, words and board included', async () => {
  const { context, page, errors } = await visitThenGoOffline();
  // Never visited online: learn.html, the board's module and wasm and the rules texts with the
  // lessons' words all come from the service worker's cache.
  await page.goto(`${server.url}?learn=senet&step=water`);
  await page.waitForURL(/learn\.html\?learn=senet&step=water$/);
  await page.waitForFunction(() => document.querySelector('quintet-board')?.shadowRoot
    ?.querySelector('.quintet-prompt')?.textContent.startsWith('Square 27 is the water'));
  assert.deepEqual(await page.evaluate(() => document.querySelector('quintet-board').play('23-26')), { ok: true, error: null });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the single file opened from disk plays a move with no network', async () => {
  const context = await browser.newContext({ offline: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  await page.goto(`file://${file}#senet;d2`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await boardDrawn(page));
  const [text, from, to] = (await page.evaluate(() => window.quintetTest.legal()))[0];
  const box = await page.locator('#board').boundingBox();
  for (const spot of [from, to]) {
    const [x, y] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot);
    await page.mouse.click(box.x + x, box.y + y);
  }
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), `senet;d2,${text}`);
  // No editor beside a file opened from disk: its way there and the pictures are left out; no
  // lessons either (a page beside the game page, as the editor is).
  assert.equal(await page.locator('#edit-position, #download-svg, #download-png, #learn, #opening-learn').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the single file plays the computer, its worker started from a blob: URL', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  // South is the computer and moves first: the page's module has no search, so the decision
  // comes from the worker's module, carried in the file.
  await page.goto(`file://${file}?south=medium&pace=0#seesaw-4`);
  await page.waitForFunction(() => /^North (\(you\) )?to move/.test(document.querySelector('#status').textContent));
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), /^seesaw-4;[^,]+$/);
  assert.equal((await page.evaluate(() => window.quintetTest.computerTimes())).length, 1);
  assert.match(await page.evaluate(() => window.quintetWorkerUrl()), /^blob:/);
  assert.deepEqual(errors, []);
  await context.close();
});
