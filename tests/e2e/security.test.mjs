// Locked-down pages (issue 24): every page and flow runs with no Content-Security-Policy or
// Trusted Types violation and no console error, the host's headers are what www/_headers and
// scripts/security.mjs promise, and records carrying markup or script through the fragment,
// <quintet-board> attributes and postMessage stay inert text.
//
// FLOWS is the walk: one entry per page or flow, each a function of a fresh browser context that
// reports violations (ctx.open). A flow for a page the build lacks says so and is skipped; add
// an entry for each new page or flow.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch, record, playStep, boardDrawn, canvasDrawn } from './harness.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * A browser context whose pages report, into `problems`, every securitypolicyviolation event (in
 * every frame), console error, page error and dialog (an alert would mean script ran).
 */
async function watchedContext(options = {}) {
  const context = await browser.newContext(options);
  const problems = [];
  await context.exposeBinding('__quintetViolation', ({ frame }, text) => problems.push(`violation in ${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__quintetViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample}`);
    });
  });
  const open = async (url, viewport) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
    page.on('pageerror', (err) => problems.push(`page error: ${err}`));
    page.on('dialog', (dialog) => { problems.push(`dialog: ${dialog.message()}`); dialog.dismiss(); });
    await page.goto(url.startsWith('file:') ? url : server.url + url);
    return page;
  };
  return { context, problems, open };
}

// The rules dialog's example boards: <quintet-board>s, each drawn in its shadow root (issue 37).
const rulesBoardsDrawn = () => {
  const boards = [...document.querySelectorAll('#rules-body quintet-board')];
  return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0);
};

const appReady = (page) => page.waitForFunction(() => window.quintetTest !== undefined
  && document.documentElement.hasAttribute('data-ready'));

/** The walk: [name, page file it needs, flow]. */
const FLOWS = [
  ['play a few moves; a phone throws', 'index.html', async ({ open }) => {
    const page = await open('#senet');
    await appReady(page);
    for (let i = 0; i < 4; i++) await playStep(page);
    const phone = await open('#zanstrekt', { width: 360, height: 640 });
    await appReady(phone);
    await phone.click('#throw');
    assert.match(await record(phone), /^zanstrekt;d\d/);
  }],
  ['languages: a link\'s ?lang=, the setting, the rules in another language, the single file', 'index.html', async ({ open }) => {
    const page = await open('?lang=de#zanstrekt');
    await appReady(page);
    await page.selectOption('#language', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.click('#rules');
    await page.waitForFunction(rulesBoardsDrawn);
    await page.click('#rules-close');
    const file = await open(`file://${dist}quintet.html?lang=es#senet`);
    await appReady(file);
    await file.waitForFunction(() => document.documentElement.lang === 'es');
  }],
  ['share a position and a game', 'index.html', async ({ open }) => {
    const page = await open('#senet;d2,11-13,d3');
    await appReady(page);
    await page.click('#share-game');
    await page.click('#share-position');
    const link = await page.inputValue('#share-link');
    const other = await open(link.slice(server.url.length));
    await appReady(other);
    assert.match(await record(other), /^senet:/);
  }],
  ['rules with their example boards', 'index.html', async ({ open }) => {
    const page = await open('#zanstrekt');
    await appReady(page);
    await page.click('#rules');
    await page.waitForFunction(rulesBoardsDrawn);
    await page.click('#rules-close');
  }],
  ['new game against the computer (its worker, through the Trusted Types policy)', 'index.html', async ({ open }) => {
    const page = await open('?pace=0&seed=3#seesaw-4');
    await appReady(page);
    await page.click('#new-game');
    await page.selectOption('#new-game-id', 'arces');
    await page.locator('#new-players select').nth(1).selectOption('easy');
    await page.click('#new-start');
    await playStep(page);
    await page.waitForFunction(() => window.quintetTest.computerTimes().length > 0);
  }],
  ['saved game resumed on the next visit', 'index.html', async ({ open }) => {
    const page = await open('#arsisesi-b');
    await appReady(page);
    await playStep(page);
    const saved = await record(page);
    const again = await open('');
    await appReady(again);
    assert.equal(await record(again), saved);
  }],
  ['offline reload (the service worker, registered through the policy), against the computer', 'index.html', async ({ context, open }) => {
    const page = await open('#senet');
    await appReady(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await playStep(page);
    // The computer's worker (never started online) from the cache, under its own policy.
    await page.goto(`${server.url}?south=easy&pace=0#seesaw-4`);
    await appReady(page);
    await page.waitForFunction(() => window.quintetTest.computerTimes().length > 0);
    assert.match(await record(page), /^seesaw-4;[^,]+$/);
    await page.goto(`${server.url}embed.html#arces`);
    await page.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
  }],
  ['the single file from disk, against the computer', 'quintet.html', async ({ open }) => {
    const page = await open(`file://${dist}quintet.html?north=easy&pace=0#seesaw-4`);
    await appReady(page);
    await playStep(page);
    await page.waitForFunction(() => window.quintetTest.computerTimes().length > 0);
    // Its rules dialog's boards: the embeds' wasm it carries inline.
    await page.click('#rules');
    await page.waitForFunction(rulesBoardsDrawn);
    await page.click('#rules-close');
  }],
  ['the single file served over http: no service worker, its icon inline (issue 52)', 'quintet.html', async ({ open }) => {
    const page = await open('quintet.html#senet');
    await appReady(page);
    await playStep(page);
    // Its policy allows blob: workers only: it registered sw.js, which the browser refused.
    assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r ?? null)), null);
    // With no icon named, Firefox asks for /favicon.ico, which the policy refuses with an error.
    assert.match(await page.getAttribute('link[rel="icon"]', 'href'), /^data:image\/svg\+xml;base64,/);
  }],
  ['embed.html with controls', 'embed.html', async ({ open }) => {
    const page = await open('embed.html?controls=1&highlight=13#senet;d2,11-13');
    await page.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
    assert.ok(await canvasDrawn(page));
    await page.click('[data-cmd="first"]');
  }],
  ['the embed example: <quintet-board> methods and events, embed.html in an iframe and its messages', 'embed-example.html', async ({ open }) => {
    const page = await open('embed-example.html');
    await page.waitForFunction(() => document.getElementById('live')?.shadowRoot?.querySelector('canvas')?.width > 0);
    for (const what of ['legal', 'play', 'bad', 'goto', 'flip', 'reset', 'record']) await page.click(`[data-do="${what}"]`);
    const frame = page.frameLocator('#frame');
    await frame.locator('canvas').waitFor();
    for (const what of ['play', 'goto', 'record']) await page.click(`[data-frame="${what}"]`);
    await page.waitForFunction(() => document.getElementById('log').children.length > 3);
  }],
  ['the lessons: a ?learn= link from the game page, a step played, words in French', 'learn.html', async ({ open }) => {
    const page = await open('?learn=seesaw&step=capture&lang=fr');
    await page.waitForURL(/learn\.html\?learn=seesaw&step=capture&lang=fr/);
    await page.waitForFunction(() => {
      const goal = document.querySelector('quintet-board')?.shadowRoot?.querySelector('.quintet-prompt')?.textContent;
      return goal?.startsWith('Si vous pouvez capturer');
    });
    await page.evaluate(() => document.querySelector('quintet-board').play('d4xd3'));
    await page.waitForFunction(() => document.querySelector('quintet-board').shadowRoot
      .querySelector('.quintet-feedback').textContent.startsWith('Bravo'));
  }],
  ['the position editor: from the game page, a pasted link, options, SVG and PNG pictures', 'editor.html', async ({ open }) => {
    const game = await open('#senet;d2,11-13');
    await appReady(game);
    // The game page's own pictures, then Edit this position.
    for (const button of ['#download-svg', '#download-png']) {
      await Promise.all([game.waitForEvent('download'), game.click(button)]);
    }
    await Promise.all([game.waitForURL(/editor\.html#senet/), game.click('#edit-position')]);
    const page = game;
    await page.waitForFunction(() => document.querySelector('#board')?.width > 0);
    await page.fill('#editor-paste', `${server.url}#arces-4`);
    await page.click('#editor-load');
    await page.waitForFunction(() => document.getElementById('editor-game').value === 'arces-4');
    await page.click('#opt-flip');
    await page.click('#opt-coords');
    for (const button of ['#download-svg', '#download-png-1']) {
      await Promise.all([page.waitForEvent('download'), page.click(button)]);
    }
  }],
];

for (const [name, file, flow] of FLOWS) {
  const missing = !existsSync(`${dist}${file}`);
  test(`no violation or console error: ${name}`, { skip: missing && `the build has no ${file}` }, async () => {
    const watched = await watchedContext();
    try {
      await flow(watched);
      // Late reports (a worker's start, a service worker's install) arrive after a moment.
      await new Promise((ok) => setTimeout(ok, 300));
      assert.deepEqual(watched.problems, []);
    } finally {
      await watched.context.close();
    }
  });
}

test('the policies are enforced: HTML from a string, another policy, a script made by script, a foreign worker URL', async () => {
  // (eval cannot be tried from here: the test's own evaluation is exempt; the header test checks
  // that no policy allows it.)
  const watched = await watchedContext();
  try {
    const page = await watched.open('#senet');
    await appReady(page);
    const refused = await page.evaluate(async () => {
      const tries = {
        innerHTML: () => { document.getElementById('status').innerHTML = '<b>x</b>'; },
        policy: () => trustedTypes.createPolicy('other', { createHTML: (s) => s }),
        worker: () => new Worker('data:text/javascript,1'),
      };
      const out = {};
      for (const [name, attempt] of Object.entries(tries)) {
        try { attempt(); out[name] = 'ran'; } catch (error) { out[name] = error.name; }
      }
      // An inline script made by script: its text is refused as a string, and one put together
      // from a text node does not run (Trusted Types, and no hash of the policy allows it).
      const script = document.createElement('script');
      try { script.textContent = 'window.__pwned = 1'; out.scriptText = 'ran'; } catch (error) { out.scriptText = error.name; }
      script.append(document.createTextNode('window.__pwned = 1'));
      document.body.append(script);
      await new Promise((ok) => setTimeout(ok, 100));
      out.inline = window.__pwned === undefined ? 'blocked' : 'ran';
      return out;
    });
    assert.deepEqual(refused, { innerHTML: 'TypeError', policy: 'TypeError', worker: 'TypeError', scriptText: 'TypeError', inline: 'blocked' });
    await new Promise((ok) => setTimeout(ok, 300));
    const reported = watched.problems.filter((p) => p.startsWith('violation')).map((p) => p.split(': ')[1].split(' ')[0]);
    for (const directive of ['require-trusted-types-for', 'trusted-types']) {
      assert.ok(reported.includes(directive), `${directive} reported: ${reported}`);
    }
  } finally {
    await watched.context.close();
  }
});

// Markup and script in the shapes an attacker would try; each would set window.__pwned if it ran.
const PAYLOADS = [
  '"><script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  '<img src=x onerror="window.__pwned=1">',
  '</textarea><svg onload="window.__pwned=1">',
];

/** In every frame and shadow root of `page`: no element a payload could have made, nothing ran. */
async function assertInert(page, where) {
  for (const frame of page.frames()) {
    const found = await frame.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].map((e) => e.shadowRoot).filter(Boolean)];
      return {
        pwned: window.__pwned,
        made: roots.flatMap((root) => [...root.querySelectorAll('img, svg:not(#review-lines), iframe:not(#frame), object, embed')].map((e) => e.outerHTML)),
        scripts: [...document.scripts].filter((s) => s.text.includes('__pwned')).length,
      };
    });
    assert.deepEqual(found, { pwned: undefined, made: [], scripts: 0 }, `${where} (${frame.url()})`);
  }
}

test('records carrying markup or script stay inert: the fragment, <quintet-board> attributes, postMessage', { timeout: 300_000 }, async () => {
  const watched = await watchedContext();
  try {
    for (const payload of PAYLOADS) {
      for (const hash of [payload, `senet;${payload}`, `arces:${payload}`]) {
        const page = await watched.open(`#${encodeURIComponent(hash)}`);
        await appReady(page);
        assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, hash);
        assert.ok(await boardDrawn(page), `${hash}: a fresh game`);
        await assertInert(page, `fragment ${hash}`);
        await page.close();
      }
    }

    const page = await watched.open('embed-example.html');
    await page.waitForFunction(() => document.getElementById('live')?.shadowRoot?.querySelector('canvas')?.width > 0);
    await page.evaluate((payloads) => {
      for (const payload of payloads) {
        for (const name of ['record', 'prompt', 'highlight', 'solution', payload.replace(/[^a-z]/g, '') || 'x']) {
          const board = document.createElement('quintet-board');
          board.setAttribute(name, payload);
          if (name !== 'record') board.setAttribute('record', 'senet');
          board.className = 'probe';
          document.body.append(board);
        }
      }
    }, PAYLOADS);
    await page.waitForFunction(() => [...document.querySelectorAll('quintet-board.probe')]
      .every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0), null, { timeout: 120_000, polling: 250 });
    // The live board's methods with the payloads as notation and record.
    await page.evaluate((payloads) => {
      const live = document.getElementById('live');
      for (const payload of payloads) {
        live.play(payload);
        live.record = payload;
      }
    }, PAYLOADS);
    // embed.html in the example's iframe: the payloads as every field of every message.
    await page.frameLocator('#frame').locator('canvas').waitFor();
    await page.evaluate((payloads) => {
      const frame = document.getElementById('frame').contentWindow;
      for (const payload of payloads) {
        frame.postMessage({ type: 'quintet-play', notation: payload }, '*');
        frame.postMessage({ type: 'quintet-goto', ply: payload }, '*');
        frame.postMessage(payload, '*');
        frame.postMessage({ type: payload }, '*');
      }
    }, PAYLOADS);
    await page.waitForTimeout(300);
    await assertInert(page, '<quintet-board> attributes, methods and postMessage');
    await new Promise((ok) => setTimeout(ok, 300));
    // The bad records are named in the boards' notes and in quintet-error events, which the
    // example logs; nothing else may have complained.
    assert.deepEqual(watched.problems, []);
  } finally {
    await watched.context.close();
  }
});

test('the host\'s headers: each page\'s policy (the same as its meta tag), framing, COOP, nosniff, no referrer', async () => {
  const policies = {};
  for (const path of ['', 'index.html', 'embed.html', 'embed-example.html', 'learn.html', 'quintet.html', 'quintet-board.js', 'sw.js']) {
    const response = await fetch(server.url + path);
    const headers = Object.fromEntries(response.headers);
    const body = await response.text();
    assert.equal(headers['x-content-type-options'], 'nosniff', path);
    assert.equal(headers['referrer-policy'], 'no-referrer', path);
    if (!path.endsWith('.js')) {
      const meta = body.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1];
      assert.ok(meta, `${path}: a meta policy`);
      const framing = path === 'embed.html' ? '' : '; frame-ancestors ';
      assert.ok(headers['content-security-policy'].startsWith(`${meta}${framing}`), `${path}: the header is the meta policy plus framing`);
      for (const must of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "require-trusted-types-for 'script'"]) {
        assert.ok(meta.includes(must), `${path}: ${must}`);
      }
      assert.doesNotMatch(meta, /'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\s\*[\s;]|\s\*$/, path);
      policies[path] = headers;
    }
  }
  assert.match(policies['']['content-security-policy'], /frame-ancestors 'none'$/);
  assert.equal(policies['']['cross-origin-opener-policy'], 'same-origin');
  // Anyone may frame the embed, pages from disk and opaque origins too: no frame-ancestors.
  assert.doesNotMatch(policies['embed.html']['content-security-policy'], /frame-ancestors/);
  assert.equal(policies['embed.html']['cross-origin-opener-policy'], undefined, 'the embed may open and be opened');
  assert.match(policies['quintet.html']['content-security-policy'], /script-src 'wasm-unsafe-eval' 'sha256-/);
  assert.match(policies['quintet.html']['content-security-policy'], /; img-src data:(;|$)/);
  // The workers' own policies: the computer's worker imports its glue through its policy.
  const worker = (await fetch(`${server.url}ai-worker.js`)).headers.get('content-security-policy');
  assert.match(worker, /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; require-trusted-types-for 'script'; trusted-types quintet-workers$/);
  assert.match((await fetch(`${server.url}sw.js`)).headers.get('content-security-policy'), /^default-src 'none'; connect-src 'self';/);
  const board = await fetch(`${server.url}quintet-board.js`);
  assert.equal(board.headers.get('access-control-allow-origin'), '*');
});
