// Small things: sound (nothing before the first gesture, mute remembered), "Link copied", long
// bad links give short wrapped messages, the board's flip is remembered per game id, and the
// single-file download served by the page opens from disk with no console errors.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, launch, openPage, boardDrawn, playStep } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Counts audio contexts made and tones started, in `window.audioLog`. */
function countAudio() {
  window.audioLog = { contexts: 0, tones: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.audioLog.contexts++; }
    createOscillator() {
      const node = super.createOscillator();
      const start = node.start.bind(node);
      node.start = (...a) => { window.audioLog.tones++; return start(...a); };
      return node;
    }
  };
}

test('no sound before the first gesture; a throw sounds; mute is remembered', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(countAudio);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  // The computer plays both sides at once: moves, but no gesture yet, so no sound.
  await page.goto(`${server.url}?south=easy&north=easy&pace=0&seed=1#seesaw-4`);
  await page.waitForFunction(() => document.querySelector('#moves button') !== null);
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.audioLog), { contexts: 0, tones: 0 });
  await page.goto(`${server.url}?seed=1#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await page.isChecked('#sound'), 'sound is on at first');
  await page.click('#throw');
  const heard = await page.evaluate(() => window.audioLog);
  assert.equal(heard.contexts, 1);
  assert.ok(heard.tones > 0, 'the throw sounded');
  await page.uncheck('#sound');
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(!(await page.isChecked('#sound')), 'mute is remembered');
  // The reload keeps the scroll down at the setting (the board's box is there from the first
  // paint), and playStep clicks the board where it is in the window.
  await page.evaluate(() => window.scrollTo(0, 0));
  await playStep(page);
  assert.equal((await page.evaluate(() => window.audioLog)).tones, 0, 'silent when muted');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Share says "Link copied"', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2`);
  await page.click('#share-game');
  assert.match(await page.textContent('#share-note'), /^Link copied: it opens the whole game/);
  await page.click('#share-position');
  assert.match(await page.textContent('#share-note'), /^Link copied: it opens this position/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 100,000-character bad link gives a short message that stays in the panel', async () => {
  for (const link of ['x'.repeat(100_000), `senet;${'9'.repeat(100_000)}`, `senet;d2,${'y'.repeat(100_000)}`]) {
    const { page, errors } = await openPage(browser, `${server.url}#${link}`);
    const message = await page.textContent('#message');
    assert.match(message, /does not hold a game that can be opened/);
    assert.ok(message.length < 400, `${message.length} characters`);
    assert.match(message, /…'/);
    const [box, panel] = await Promise.all([page.locator('#message').boundingBox(), page.locator('.panel').boundingBox()]);
    assert.ok(box.x + box.width <= panel.x + panel.width + 1, 'the message wraps inside the panel');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the board\'s flip is remembered per game id', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const spot = () => page.evaluate(() => window.quintetTest.spotCenter(1));
  await page.goto(`${server.url}#senet;d2`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const upright = await spot();
  await page.click('#flip');
  const flipped = await spot();
  assert.notDeepEqual(flipped, upright);
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.deepEqual(await spot(), flipped, 'still flipped after a reload');
  await page.goto(`${server.url}#seesaw`);
  await page.goto(`${server.url}?other=1#seesaw`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const seesaw = await page.evaluate(() => window.quintetTest.spotCenter(26));
  await page.click('#flip');
  assert.notDeepEqual(await page.evaluate(() => window.quintetTest.spotCenter(26)), seesaw);
  await page.click('#flip');
  await page.goto(`${server.url}?again=1#senet;d2`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.deepEqual(await spot(), flipped, 'Senet kept its own');
  await context.close();
});

test('the download served by the page opens from disk with no console errors', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quintet-download-'));
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.quintetTest !== undefined);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
    const file = join(dir, 'quintet.html');
    await download.saveAs(file);
    const html = await readFile(file, 'utf8');
    assert.doesNotMatch(html, /livereload|__trunk_address__|new WebSocket/i, 'no live-reload script');
    await context.close();
    const offline = await browser.newContext({ offline: true });
    const local = await offline.newPage();
    const errors = [];
    local.on('pageerror', (err) => errors.push(String(err)));
    local.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
    await local.goto(`file://${file}#senet;d2`);
    await local.waitForFunction(() => window.quintetTest !== undefined);
    await local.waitForTimeout(500);
    assert.ok(await boardDrawn(local));
    assert.deepEqual(errors, []);
    await offline.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
