// The computer opponent's own wasm: its worker gives the answers pinned in tests/ai/replies.txt
// (the ones `cargo test --test replies` checks natively) over http and from the single file's
// blob: URL; the page downloads it only when a computer player has to decide; a worker that
// cannot load is said on the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch, record } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const pinned = readFileSync(fileURLToPath(new URL('../ai/replies.txt', import.meta.url)), 'utf8')
  .split('\n').filter((line) => line !== '').map((line) => line.split('\t'));

/**
 * Starts a worker from `url` in the page, asks every pinned request in turn, returns the replies.
 * The page must be opened with `bypassCSP`: its Trusted Types policy lets only the app's own code
 * start workers (security.test.mjs checks that); here the subject is the worker.
 */
function askAll(page, url, requests) {
  return page.evaluate(([url, requests]) => new Promise((resolve, reject) => {
    const worker = new Worker(typeof url === 'string' ? url : window.quintetWorkerUrl());
    const replies = [];
    worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
    worker.onmessage = (event) => {
      if (event.data !== 'ready') replies.push(event.data);
      if (replies.length === requests.length) {
        worker.terminate();
        resolve(replies);
      } else {
        worker.postMessage(requests[replies.length]);
      }
    };
  }), [url, requests]);
}

test('the worker gives the pinned answers, every game id and level', { timeout: 120_000 }, async () => {
  // tests/replies.rs asks from three positions of every game id, at every level, and from one
  // whole record, as the page sends it.
  assert.ok(pinned.length >= 70);
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const replies = await askAll(page, 'ai-worker.js', pinned.map(([request]) => request));
  assert.deepEqual(replies, pinned.map(([, reply]) => reply));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the single file\'s worker, started from a blob: URL on disk, gives the same answers', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ offline: true, bypassCSP: true });
  const page = await context.newPage();
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  await page.goto(`file://${file}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  // Every tenth request: the single file carries the same wasm, checked in full above.
  const some = pinned.filter((_, i) => i % 10 === 0);
  const replies = await askAll(page, null, some.map(([request]) => request));
  assert.deepEqual(replies, some.map(([, reply]) => reply));
  await context.close();
});

test('the page downloads the worker only when a computer player decides', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  const fetched = [];
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const page = await context.newPage();
  await page.goto(`${server.url}#seesaw-4`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.waitForTimeout(500);
  assert.ok(fetched.some((path) => /quintet-web-.*\.wasm$/.test(path)), 'the page\'s wasm');
  assert.ok(!fetched.some((path) => /ai-worker|quintet-worker/.test(path)), `people only: ${fetched}`);
  await page.goto(`${server.url}?north=easy&pace=0#seesaw-4`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const [text, from, to] = (await page.evaluate(() => window.quintetTest.legal()))[0];
  const box = await page.locator('#board').boundingBox();
  for (const spot of [from, to]) {
    const [x, y] = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot);
    await page.mouse.click(box.x + x, box.y + y);
  }
  await page.waitForFunction(() => /^South/.test(document.querySelector('#status').textContent));
  assert.match(await record(page), new RegExp(`^seesaw-4;${text},[^,]+$`), 'the computer answered');
  for (const name of ['ai-worker.js', 'quintet-worker-']) {
    assert.ok(fetched.some((path) => path.includes(name)), `${name} fetched for the computer`);
  }
  await context.close();
});

test('a worker that cannot load is said on the page, and the game stays', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.route('**/ai-worker.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}?south=easy&pace=0#seesaw-4`);
  await page.waitForFunction(() => /could not move/.test(document.querySelector('#message').textContent));
  assert.match(await page.textContent('#message'), /could not be loaded/);
  assert.equal(await record(page), 'seesaw-4');
  assert.ok(await page.locator('#thinking').isHidden(), 'no spinner once it failed');
  assert.deepEqual(errors, []);
  await context.close();
});
