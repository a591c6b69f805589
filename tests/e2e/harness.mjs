// Shared set-up for the browser tests: dist/ served on 127.0.0.1 by scripts/serve.mjs and
// Debian's Chromium driven by playwright-core (no browser is ever downloaded).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve as serveDir } from '../../scripts/serve.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every game id, in the picker's order. */
export const GAME_IDS = ['senet', 'seesaw', 'seesaw-4', 'arces', 'arces-3', 'arces-4',
  'arsisesi-a', 'arsisesi-b', 'arsisesi-c', 'zanstrekt'];

/** The value at quantile `q` (0–1) of the numbers `xs`, for the benchmarks' tables. */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/**
 * Lighthouse's mobile network ("slow 4G": 150 ms per request, as DevTools applies it, 1.6 Mbit/s
 * down, 750 kbit/s up) and CPU slowdown, for `Network.emulateNetworkConditions` and
 * `Emulation.setCPUThrottlingRate` (the load benchmarks).
 */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * An init script (`context.addInitScript`) for the load benchmarks: marks the first drawing call
 * on the board's canvas (`window.__firstDraw`) and the animation frame after it, the frame that
 * shows the board (`window.__boardFrame`), in the page's milliseconds.
 */
export const markFirstDraw = () => {
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ['fill', 'stroke', 'fillRect', 'strokeRect', 'fillText', 'drawImage']) {
    const original = proto[name];
    proto[name] = function (...rest) {
      if (window.__firstDraw === undefined && this.canvas?.id === 'board') {
        window.__firstDraw = performance.now();
        requestAnimationFrame(() => { window.__boardFrame = performance.now(); });
      }
      return original.apply(this, rest);
    };
  }
};

/**
 * A new browser context and page throttled as Lighthouse's phone (`SLOW_4G`,
 * `PHONE_CPU_SLOWDOWN`), with the context `options` and the init scripts `scripts`; resolves to
 * { context, page }.
 */
export async function throttledPage(browser, options, scripts) {
  const context = await browser.newContext(options);
  for (const script of scripts) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page };
}

/** A free TCP port on 127.0.0.1 (for a server a test starts that needs one named). */
export { freePort } from '../../scripts/brokers.mjs';

/**
 * Serves dist/ on a free loopback port as a static host would (scripts/serve.mjs: the build's
 * _headers, content types); resolves to { url, port, close }.
 */
export function serve(options = {}) {
  return serveDir({ dir: dist, ...options });
}

/**
 * The browser the tests drive: `$CHROMIUM`, else Debian's chromium-headless-shell (the same
 * Chromium's engine without the desktop browser around it; a whole Senet game by clicking took
 * 85 s and 31 s of CPU in it against 111 s and 55 s in the full browser, docs/testing.md), else
 * Debian's chromium.
 */
export const CHROMIUM = process.env.CHROMIUM
  ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Launches headless Chromium with the flags this machine needs. Its pages may use the clipboard,
 * as a browser lets a page write it on a click (the headless shell would ask for the permission,
 * with nobody there to give it), unless a test's context options say otherwise.
 */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const name of ['newContext', 'newPage']) {
    const original = browser[name].bind(browser);
    browser[name] = (options = {}) => original({ permissions: ['clipboard-read', 'clipboard-write'], ...options });
  }
  return browser;
}

/**
 * A new page that records console errors and page errors into `errors`. Pages ask for reduced
 * motion unless `motion` says otherwise: long click-through games then skip the animations.
 */
export async function openPage(browser, url, viewport = { width: 1280, height: 800 }, motion = 'reduce') {
  const page = await browser.newPage({ viewport, reducedMotion: motion });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  return { page, errors };
}

/**
 * Counts the drawings of `page`'s board from its next load on: each drawing begins by clearing
 * the canvas (the first board's copy too). `boardDrawings(page)` reads the count.
 */
export async function countBoardDrawings(page) {
  await page.addInitScript(() => {
    window.boardDrawings = 0;
    const clear = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (...args) {
      if (this.canvas.id === 'board') window.boardDrawings += 1;
      return clear.apply(this, args);
    };
  });
}

/** How many times the board was drawn since the load (`countBoardDrawings`). */
export const boardDrawings = (page) => page.evaluate(() => window.boardDrawings);

/**
 * The game's record, plain: what the page's Record box shows. The address bar holds the same
 * record while it is short, and its compact form beyond 1,500 characters (`address`).
 */
export async function record(page) {
  return page.evaluate(() => document.getElementById('record').textContent);
}

/** The record in the address bar, as written there (plain, or compact for long games). */
export async function address(page) {
  return page.evaluate(() => decodeURIComponent(location.hash.slice(1)));
}

/**
 * Resizes the window and waits for a frame: the page redraws its board on the window's resize
 * event, which the browser dispatches before the frame's animation callbacks, so clicks placed
 * by the board's geometry afterwards land where the board now is.
 */
export async function resize(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
}

/** Clicks the centre of a board spot, as a person would. */
export async function clickSpot(page, spot) {
  const center = await page.evaluate((s) => window.quintetTest.spotCenter(s), spot);
  if (!center) throw new Error(`spot ${spot} has no place on the board`);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + center[0], box.y + center[1]);
}

/**
 * Scrolls the page so that a board spot sits a third of the way down the window, as a person
 * scrolls a tall phone board to what they want to touch, and returns the spot's point in the
 * window. Throws if anything covers it there (the controls kept in view at the bottom).
 */
export async function scrollToSpot(page, spot) {
  const point = await page.evaluate((s) => {
    const center = window.quintetTest.spotCenter(s);
    if (!center) return 'missing';
    const canvas = document.getElementById('board');
    window.scrollBy(0, canvas.getBoundingClientRect().top + center[1] - window.innerHeight / 3);
    const box = canvas.getBoundingClientRect();
    const [x, y] = [box.left + center[0], box.top + center[1]];
    return document.elementFromPoint(x, y) === canvas ? [x, y] : 'covered';
  }, spot);
  if (typeof point === 'string') throw new Error(`spot ${spot} is ${point}`);
  return point;
}

/** The first move the page offers that one from/to click pair plays without a choice. */
export const firstMove = (legal) => legal.find((m) => !m[3]) ?? legal[0];

/**
 * Plays one decision by clicking: throws when a throw is due, otherwise the move `choose` picks
 * from what the page offers (`quintetTest.legal()`: [notation, from, to, ambiguous]; the first
 * unambiguous one unless told) — board moves by clicking their from and to spots (then the
 * choice button if that pair is ambiguous), others with their button. Checks that the record
 * grew by exactly that move. Returns false at the end.
 */
export async function playStep(page, choose = firstMove) {
  if (await page.locator('#throw').isEnabled()) {
    await page.click('#throw');
    return true;
  }
  const legal = await page.evaluate(() => window.quintetTest.legal());
  if (legal.length === 0) return false;
  const [text, from, to, ambiguous] = choose(legal);
  const before = await record(page);
  if (from === null && to === null) {
    await page.click(`#actions [data-notation="${text}"]`);
  } else {
    if (from !== null) await clickSpot(page, from);
    if (to !== null) await clickSpot(page, to);
    if (ambiguous) await page.click(`#actions [data-notation="${text}"]`);
  }
  const after = await record(page);
  if (!after.startsWith(before) || !after.endsWith(text)) {
    throw new Error(`clicking ${text} did not play it: ${before} -> ${after}`);
  }
  return true;
}

/** Whether the board canvas has been drawn (some pixel is not transparent). */
export const boardDrawn = (page) => canvasDrawn(page, '#board');

/** Whether the first canvas matching `selector` in a page or frame has been drawn. */
export async function canvasDrawn(target, selector = 'canvas') {
  return target.evaluate((sel) => {
    const canvas = document.querySelector(sel);
    if (!canvas || canvas.width < 100 || canvas.height < 50) return false;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4 * 97) if (data[i] > 0) opaque++;
    return opaque > 100;
  }, selector);
}
