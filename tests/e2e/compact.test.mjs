// Compact game records (docs/notation.md, "Compact game records") in the browser: a long game's
// address bar switches to the compact form, Share game copies a short link that reopens the same
// game elsewhere, broken compact links are refused plainly, embeds read compact records, and on
// phones Share hands the link to the system share sheet, copying it if that is refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch, openPage, record, address, playStep, boardDrawn } from './harness.mjs';

/** The page keeps plain records in the address bar up to this length (app::links). */
const THRESHOLD = 1500;

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A seeded generator of indices (mulberry32), so the "random" moves repeat from run to run. */
function chooser(seed) {
  let a = seed >>> 0;
  return (legal) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return legal[Math.floor(r * legal.length)];
  };
}

/**
 * The longest opening of the 4,000-token fixture game whose record stays 60 characters short of
 * the threshold and ends after a move: the test plays the last stretch across the threshold by
 * clicking, as the clicks before it would only have repeated the harness's other whole games.
 */
function openingBelowThreshold() {
  const long = readFileSync(new URL('./fixtures/zanstrekt-4000.txt', import.meta.url), 'utf8').trim();
  const [id, moves] = long.split(';');
  let text = id;
  for (const token of moves.split(',')) {
    const next = `${text}${text === id ? ';' : ','}${token}`;
    if (next.length > THRESHOLD - 60) break;
    text = next;
  }
  while (/[;,]d\d$/.test(text)) text = text.replace(/,[^,;]*$/, '');
  return text;
}

test('a long Žanstrekt game: compact in the address bar, and Share game reopens it byte for byte', async (t) => {
  const opening = openingBelowThreshold();
  const { page, errors } = await openPage(browser, `${server.url}?seed=7#${opening}`);
  assert.equal(await record(page), opening, 'the opening is a game the page plays on from');
  const choose = chooser(7);
  let sawPlainNearTheEnd = false;
  while ((await record(page)).length <= THRESHOLD + 100) {
    assert.ok(await playStep(page, choose), 'the game lasts past the threshold');
    const [plain, bar] = [await record(page), await address(page)];
    if (plain.length <= THRESHOLD) {
      assert.equal(bar, plain, 'a short record stays plain in the address bar');
      sawPlainNearTheEnd ||= plain.length > THRESHOLD - 20;
    } else {
      assert.match(bar, /^zanstrekt~1[A-Za-z0-9_-]+$/, 'beyond the threshold the address bar is compact');
    }
  }
  assert.ok(sawPlainNearTheEnd, 'the switch happened at the threshold, not before');
  const plain = await record(page);
  assert.ok(plain.length > THRESHOLD, `${plain.length} characters`);

  await page.click('#share-game');
  const link = await page.inputValue('#share-link');
  assert.ok(link.length < 2000, `the link has ${link.length} characters`);
  t.diagnostic(`${plain.length} characters of plain record, a link of ${link.length}`);
  assert.match(link, /#zanstrekt~1[A-Za-z0-9_-]+$/);
  assert.match(await page.textContent('#announce'), /Link copied: it opens the whole game/);

  // openPage opens every page in a context of its own: nothing saved is shared.
  const { page: other, errors: otherErrors } = await openPage(browser, link);
  assert.equal(await record(other), plain, 'the same record, byte for byte');
  // The same position to play (the ceremony's player numbers are not part of a record).
  const status = async (p) => (await p.textContent('#status')).replace(/ \(Player \d\)/, '');
  assert.equal(await status(other), await status(page));
  assert.equal(await other.textContent('#message'), '');
  assert.deepEqual(errors, []);
  assert.deepEqual(otherErrors, []);
  await page.close();
  await other.close();
});

test('a broken compact link gives the plain message and a fresh game of its kind', async () => {
  // senet;d2,11-13 is senet~1AiA; each of these breaks it differently.
  const bads = {
    // The page words the typed errors through the catalog (app::text::InWords).
    'senet~1AaA': /Move 1: choice 5 of only 5/,
    'senet~1AiAA': /goes on after its last move/,
    'senet~1Ag': /Move 1: the compact record ends too early/,
    'senet~2AiA': /version/,
    'senet~1Ai*A': /cannot stand in a compact record/,
    'zanstrekt~1W1Hat': /compact record/,
  };
  for (const [bad, why] of Object.entries(bads)) {
    const { page, errors } = await openPage(browser, `${server.url}#${bad}`);
    const message = await page.textContent('#message');
    assert.match(message, /does not hold a game that can be opened/, bad);
    assert.match(message, why, bad);
    assert.equal(await record(page), bad.split('~')[0], `a fresh game for ${bad}`);
    assert.ok(await boardDrawn(page), bad);
    assert.deepEqual(errors, [], bad);
    await page.close();
  }
  // A good one opens as its plain record, on the page and in the single-file download.
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  for (const url of [`${server.url}#senet~1AiA`, `file://${file}#senet~1AiA`]) {
    const { page, errors } = await openPage(browser, url);
    assert.equal(await record(page), 'senet;d2,11-13', url);
    assert.equal(await address(page), 'senet;d2,11-13', 'short records show plain in the address bar');
    assert.equal(await page.textContent('#message'), '', url);
    assert.deepEqual(errors, [], url);
    await page.close();
  }
});

test('a short game is shared plain, and positions always are', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet`);
  await page.click('#share-game');
  assert.ok((await page.inputValue('#share-link')).endsWith('#senet'), 'senet is shorter than senet~1AA');
  const { page: game } = await openPage(browser, `${server.url}#senet;d2,11-13`);
  await game.click('#share-game');
  assert.ok((await game.inputValue('#share-link')).endsWith('#senet~1AiA'));
  await game.click('#share-position');
  assert.match(await game.inputValue('#share-link'), /#senet:[^~;]+$/);
  assert.deepEqual(errors, []);
  await page.close();
  await game.close();
});

test('embeds read compact records: embed.html, <quintet-board> and postMessage', async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.route(`${server.url}host.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8">
      <script type="module" src="${server.url}quintet-board.js"></script>
      <iframe id="f" src="${server.url}embed.html#senet~1AiA" width="700" height="420"></iframe>
      <div style="width:500px"><quintet-board id="b" record="senet~1AiA"></quintet-board></div>`,
  }));
  await page.goto(`${server.url}host.html`);
  const inner = await (await page.waitForSelector('#f')).contentFrame();
  await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  const frameLabel = () => inner.evaluate(() => document.querySelector('canvas').getAttribute('aria-label'));
  assert.match(await frameLabel(), /White to throw/, 'embed.html played d2, 11-13');
  assert.equal(await inner.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'senet;d2,11-13');
  await page.waitForFunction(() => document.getElementById('b').shadowRoot?.querySelector('canvas')?.width > 0);
  const boardLabel = await page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('canvas').getAttribute('aria-label'));
  assert.match(boardLabel, /White to throw/, '<quintet-board> played d2, 11-13');
  // senet;d2 is senet~1ASA: Black to move with a 2.
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage('senet~1ASA', '*'));
  await inner.waitForFunction(() => decodeURIComponent(location.hash.slice(1)) === 'senet;d2');
  assert.deepEqual(errors, []);
  await page.close();
});

/** A phone page (touch, coarse pointer) whose share sheet and clipboard are recorded. */
async function phone(url, { touch = true } = {}) {
  const page = await browser.newPage({
    viewport: touch ? { width: 360, height: 640 } : { width: 1280, height: 800 },
    hasTouch: touch,
    isMobile: touch,
    reducedMotion: 'reduce',
  });
  await page.addInitScript(() => {
    window.sheet = [];
    window.copied = [];
    window.refuse = false;
    navigator.share = (data) => {
      window.sheet.push(data.url);
      return window.refuse ? Promise.reject(new DOMException('refused', 'NotAllowedError')) : Promise.resolve();
    };
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text) => { window.copied.push(text); return Promise.resolve(); } },
    });
  });
  await page.goto(url);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  return page;
}

test('on a phone Share uses the system share sheet, and copies when the sheet is refused', async () => {
  const page = await phone(`${server.url}#senet;d2,11-13`);
  assert.ok(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a coarse pointer');
  await page.click('#share-game');
  const link = await page.inputValue('#share-link');
  assert.deepEqual(await page.evaluate(() => window.sheet), [link]);
  assert.deepEqual(await page.evaluate(() => window.copied), [], 'nothing copied when the sheet works');
  assert.match(await page.textContent('#announce'), /share sheet/);

  await page.evaluate(() => { window.refuse = true; });
  await page.click('#share-position');
  const position = await page.inputValue('#share-link');
  await page.waitForFunction(() => window.copied.length === 1);
  assert.deepEqual(await page.evaluate(() => window.sheet), [link, position]);
  assert.deepEqual(await page.evaluate(() => window.copied), [position], 'copied after the refusal');
  await page.close();

  // A desktop with a share function still copies: the sheet is for touch screens.
  const desktop = await phone(`${server.url}#senet;d2,11-13`, { touch: false });
  await desktop.click('#share-game');
  assert.deepEqual(await desktop.evaluate(() => window.sheet), []);
  assert.deepEqual(await desktop.evaluate(() => window.copied), [await desktop.inputValue('#share-link')]);
  await desktop.close();
});
