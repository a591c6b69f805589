// Offline: after one visit the page reloads with the network off; the single file plays from disk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve, launch, record, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('after one visit the app reloads and plays with the network off', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // clients.claim() hands the open page to the worker, so the reload below is served by it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('quintet-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
  });
  // The computer opponent's files are precached for offline play; the icons, which only an
  // install asks for, are not (scripts/size.sh counts them apart).
  for (const name of ['ai-worker.js', 'quintet-worker-', '_bg.wasm', 'embed.html']) {
    assert.ok(cached.some((path) => path.includes(name)), `${name} precached: ${cached}`);
  }
  assert.ok(!cached.some((path) => path.startsWith('icon-')), `no icons precached: ${cached}`);
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await boardDrawn(page), 'board drawn offline');
  await page.click('#throw');
  assert.match(await record(page), /^senet;d\d$/);
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
  await page.waitForFunction(() => /^North to move/.test(document.querySelector('#status').textContent));
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), /^seesaw-4;[^,]+$/);
  assert.equal((await page.evaluate(() => window.quintetTest.computerTimes())).length, 1);
  assert.match(await page.evaluate(() => window.quintetWorkerUrl()), /^blob:/);
  assert.deepEqual(errors, []);
  await context.close();
});
