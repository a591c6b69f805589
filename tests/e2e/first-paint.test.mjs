// The page is laid out for good at its first paint (issue 20): for every game id, on a wide screen
// and a phone, on the game page and in the position editor (editor.html), the board's box has its
// final size while the wasm is still on its way (the test holds its response back), and once the
// wasm has drawn the board and filled the panel the Layout Instability API, asked with
// buffered: true, reports no layout shift at all. A new game with an opening ceremony (Senet,
// Arsisesi, Žanstrekt) shows its card from the first paint, and is watched until its telling
// ends: no shift either, and the largest contentful paint is one the page made before its wasm
// ran (the card's lines come into a paragraph already shown).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, GAME_IDS, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 360, height: 640 }];

const PLACEHOLDER = 'Setting up the board and pieces…';
const CEREMONIES = ['senet', 'arsisesi-a', 'arsisesi-b', 'arsisesi-c', 'zanstrekt'];

/** The boxes of `selectors` (name → CSS selector), as [x, y, width, height]. */
const layout = (selectors) => Object.fromEntries(Object.entries(selectors).map(([name, selector]) => {
  const r = document.querySelector(selector).getBoundingClientRect();
  return [name, [r.x, r.y, r.width, r.height]];
}));

/**
 * The two pages: where each is, the global its wasm sets once started, what the visitor sees of
 * its layout (the board's box and the text and controls that show before the wasm runs, by
 * viewport), its status line with the placeholder it shows (null where the style sheet hides
 * it until the wasm is ready), and the font families its HTML may show.
 */
const PAGES = [
  {
    name: 'game page',
    path: '',
    hook: 'quintetTest',
    boxes: () => ({ board: '#board', header: 'header', status: '#status', undo: '#undo' }),
    status: '#status',
    placeholder: () => PLACEHOLDER,
    families: ['system-ui'],
  },
  {
    name: 'editor',
    path: 'editor.html',
    hook: 'quintetEditorTest',
    // The panel beside the board shows nothing until it is filled; on a phone (the panel below
    // the board) its bottom bar shows at once.
    boxes: ({ width }) => ({
      board: '#board', header: 'header', picker: '#editor-game',
      ...(width <= 820 ? { bar: '.palette-bar', status: '#editor-status', undo: '#editor-undo' } : { keys: '.keys' }),
    }),
    status: '#editor-status',
    placeholder: ({ width }) => (width <= 820 ? PLACEHOLDER : null),
    // Its notation and snippets are in a monospace font.
    families: ['system-ui', 'monospace', 'ui-monospace'],
  },
];

for (const viewport of VIEWPORTS) {
  for (const target of PAGES) {
    test(`${target.name}, ${viewport.width}×${viewport.height}: every game's board box is final before the wasm runs, and nothing shifts`, async () => {
      for (const id of GAME_IDS) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (err) => errors.push(String(err)));
        page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
        let release;
        const held = new Promise((resolve) => { release = resolve; });
        await page.route(/_bg\.wasm$/, async (route) => { await held; await route.continue(); });
        await page.goto(`${server.url}${target.path}#${id}`, { waitUntil: 'domcontentloaded' });
        // The page paints its text while the wasm is held back (waitForFunction fails if not).
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
        assert.equal(await page.evaluate((hook) => window[hook], target.hook), undefined, `${id}: the wasm has not run yet`);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.game), id, `${id}: <html data-game>`);
        const placeholder = target.placeholder(viewport);
        const { status } = target;
        if (placeholder !== null) {
          assert.equal(await page.textContent(status), placeholder, `${id}: the status placeholder`);
          assert.ok(await page.isVisible(status), `${id}: the status placeholder shows`);
        }
        const early = await page.evaluate(layout, target.boxes(viewport));
        assert.ok(early.board[2] > 200 && early.board[3] > 100, `${id}: the board's box is reserved: ${early.board}`);
        const ceremony = target.hook === 'quintetTest' && CEREMONIES.includes(id);
        if (ceremony) {
          assert.ok(await page.isVisible('#opening'), `${id}: the ceremony's card from the first paint`);
          assert.equal(await page.textContent('#opening-text'), 'Deciding who plays which side…');
        } else if (target.hook === 'quintetTest') {
          assert.ok(await page.isHidden('#opening'), `${id}: no card`);
        }
        await page.evaluate(() => {
          window.lcps = [];
          new PerformanceObserver((list) => window.lcps.push(...list.getEntries().map((e) => [e.startTime, e.size, e.element?.id || e.element?.className])))
            .observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const released = await page.evaluate(() => performance.now());
        release();
        await page.waitForFunction((hook) => window[hook] !== undefined
          && document.documentElement.hasAttribute('data-ready'), target.hook);
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const late = await page.evaluate(layout, target.boxes(viewport));
        assert.deepEqual(late, early, `${id}: the layout the wasm leaves is the first paint's`);
        assert.notEqual(await page.textContent(status), PLACEHOLDER, `${id}: the wasm replaced the placeholder`);
        assert.ok(await boardDrawn(page), `${id}: the board is drawn`);
        // The wasm drew into exactly the box: its backing store is the box at the pixel ratio.
        const fit = await page.evaluate(() => {
          const canvas = document.getElementById('board');
          const r = canvas.getBoundingClientRect();
          return [canvas.width, canvas.height, Math.round(r.width), Math.round(r.height)];
        });
        assert.deepEqual(fit.slice(0, 2), fit.slice(2), `${id}: canvas pixels = its box`);
        if (ceremony) {
          // Told line by line (motion allowed), then Play.
          await page.waitForFunction(() => !document.getElementById('opening-play').hidden, null, { timeout: 20_000 });
          assert.ok(await page.isVisible('#opening-verdict'), `${id}: the verdict`);
          await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        }
        if (target.hook === 'quintetTest') {
          // (The editor's panel beside its board is filled, and so painted, by its wasm.)
          const lcps = await page.evaluate(() => window.lcps);
          assert.ok(lcps.length > 0 && lcps.every(([t]) => t < released), `${id}: largest paints ${JSON.stringify(lcps)}, wasm released at ${released}`);
        }
        const shifts = await page.evaluate(() => new Promise((ok) => {
          const found = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
              found.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources.map((s) => `${s.node?.id || s.node?.className || s.node?.nodeName} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join(', ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => ok(found), 50);
        }));
        assert.deepEqual(shifts, [], `${id}: no layout shift (wasm released at ${Math.round(released)} ms)`);
        assert.deepEqual(errors, [], `${id}: no console errors`);
        await context.close();
      }
    });
  }
}

// The game page's loader is the head's first script (Trunk.toml's pattern_script), the editor's
// the body's last element, async: either way DOMContentLoaded, with Chromium's work on the page's
// form fields, need not wait for the module (that work then comes before the first paint, not as a
// long task after it: docs/performance.md), and the module starts only once the body, with
// every element the wasm looks up, is parsed. The module's glue is held back: the event comes
// all the same, and the page starts once the glue is let through.
const LOADERS = {
  'game page': () => {
    const first = document.head.querySelector('script');
    return {
      tag: first.tagName, inline: !first.src, names: /\/quintet-web-[0-9a-f]+\.js/.test(first.textContent),
      beforeSheet: !!(first.compareDocumentPosition(document.head.querySelector('style')) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  },
  editor: () => {
    const last = document.body.lastElementChild;
    return { tag: last.tagName, type: last.type, async: last.async };
  },
};
const LOADER_SHAPES = {
  'game page': { tag: 'SCRIPT', inline: true, names: true, beforeSheet: true },
  editor: { tag: 'SCRIPT', type: 'module', async: true },
};
for (const target of PAGES) {
  test(`${target.name}: DOMContentLoaded does not wait for the module, which starts once the body is parsed`, async () => {
    const context = await browser.newContext();
    let release;
    const held = new Promise((ok) => { release = ok; });
    await context.route(/\/quintet-(web|editor)-[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.url}${target.path}#zanstrekt`, { waitUntil: 'domcontentloaded' });
    const loader = await page.evaluate(LOADERS[target.name]);
    assert.deepEqual(loader, LOADER_SHAPES[target.name]);
    // Both loaders import their glue dynamically (the game page's chooses between the plain
    // page and the remote variant), so even the load event need not wait for it: 'complete'.
    const state = await page.evaluate(() => document.readyState);
    assert.ok(['interactive', 'complete'].includes(state), state);
    assert.equal(await page.evaluate((hook) => window[hook], target.hook), undefined, 'not started yet');
    release();
    await page.waitForFunction((hook) => window[hook] !== undefined
      && document.documentElement.hasAttribute('data-ready'), target.hook);
    assert.ok(await boardDrawn(page), 'the board is drawn');
    await context.close();
  });
}

// The game page asks for its wasm and glue as soon as its head's first bytes are parsed (issue
// 53): before the parser has finished the body (domInteractive), so before the first paint, which waits for the
// whole body (www/style.css). It downloads one module, the one it runs: the plain page's, or
// the remote variant's for a game by link.
test('game page: the wasm and the glue are asked for while the body is parsed, and only the module that runs', async () => {
  for (const [path, module] of [['#senet', 'web'], ['#arsisesi-c', 'web'], ['?remote=new&game=seesaw', 'remote']]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    const loads = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return {
        parsed: nav.domInteractive,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        files: performance.getEntriesByType('resource').filter((e) => /\/quintet-(web|remote)-/.test(e.name))
          .map((e) => [e.name.match(/quintet-(web|remote)-[0-9a-f]+(_bg\.wasm|\.js)$/).slice(1).join(''), e.startTime]),
      };
    });
    assert.deepEqual(loads.files.map(([name]) => name).sort(), [`${module}.js`, `${module}_bg.wasm`], path);
    for (const [name, start] of loads.files) {
      assert.ok(start < loads.parsed && start < loads.paint, `${path}: ${name} asked for at ${start} ms, the body parsed at ${loads.parsed}, the first paint at ${loads.paint}`);
    }
    await context.close();
  }
});

// The editor and the embeds fetch their wasm once their first contentful paint is on screen
// (editor-start.js, embed-start.js): the largest paint is that one, and Lighthouse's simulation
// counted a download that had ended before it as needed for it (2.4-2.6 s on a phone instead of
// 0.9 s; docs/performance.md). Three cold loads per page: the previous loaders, which fetched
// it as soon as the module ran, started it first in most loads.
for (const path of ['editor.html#seesaw', 'embed.html#zanstrekt']) {
  test(`${path}: the wasm is fetched after the first contentful paint`, async () => {
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.wasm')));
      const times = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        wasm: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm')).startTime,
      }));
      assert.ok(times.paint > 0 && times.wasm > times.paint, `${path}, load ${load + 1}: ${JSON.stringify(times)}`);
      await context.close();
    }
  });
}

// The first layout is the styled one, with few fonts (issue 20; docs/performance.md). The inline
// script that names the game comes after the style sheets, so the parser waits
// for them before the body (else Chromium lays the page out unstyled at the parse's end, with the
// browser's own fonts); the game page's sheet is in its HTML (issue 53), so its first paint waits
// for no other request. And each page's HTML, before its wasm has run, shows its text and
// controls in two weights and three sizes of the page's font, inputs included: each weight and
// size is a font the browser looks up before the first paint.
for (const target of PAGES) {
  test(`${target.name}: the inline script follows the style sheets`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/_bg\.wasm$/, () => {});
    await page.goto(`${server.url}${target.path}#arces-4`, { waitUntil: 'domcontentloaded' });
    const order = await page.evaluate(() => [...document.head.children]
      .filter((e) => e.matches('link[rel=stylesheet], style, script'))
      .map((e) => (e.tagName === 'LINK' ? 'linked sheet' : e.tagName === 'STYLE' ? 'inline sheet' : e.src ? 'external script' : 'inline script')));
    assert.deepEqual(order.filter((k) => k !== 'external script').slice(-1), ['inline script'], order.join(', '));
    const sheet = target.hook === 'quintetTest' ? 'inline sheet' : 'linked sheet';
    assert.ok(order.includes(sheet), order.join(', '));
    if (target.hook === 'quintetTest') assert.ok(!order.includes('linked sheet'), order.join(', '));
    await context.close();
  });
}

for (const target of PAGES) {
  test(`${target.name}: its HTML shows two weights and three sizes of its fonts before the wasm runs`, async () => {
    for (const viewport of VIEWPORTS) {
      for (const id of ['senet', 'seesaw', 'zanstrekt']) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.route(/_bg\.wasm$/, () => {});
        await page.goto(`${server.url}${target.path}#${id}`);
        // Hidden text counts: what `visibility` hides is laid out, in its font, all the same.
        const fonts = await page.evaluate(() => {
          const seen = new Set();
          const note = (el) => {
            const cs = getComputedStyle(el);
            seen.add(`${cs.fontFamily.split(',')[0]} ${cs.fontWeight} ${cs.fontSize}`);
          };
          const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            if (n.textContent.trim() && n.parentElement.checkVisibility()) note(n.parentElement);
          }
          for (const el of document.querySelectorAll('input, select, button, textarea')) if (el.checkVisibility()) note(el);
          return [...seen].sort();
        });
        const where = `${target.name} #${id} at ${viewport.width}×${viewport.height}: ${fonts.join('; ')}`;
        assert.ok(fonts.length <= 6, where);
        for (const font of fonts) {
          const [family, weight, size] = font.split(' ');
          assert.ok(target.families.includes(family), where);
          assert.ok(['400', '600'].includes(weight), where);
          assert.ok(['20px', '16px', '14.4px'].includes(size), where);
        }
        await context.close();
      }
    }
  });
}

// The start's many short steps follow one another by message (dom::soon), not by timeouts of 0:
// browsers hold a timeout back at least 4 ms once five are nested, which would add that much to
// the first board for every step (issue 20). Timeouts of 0 asked for before the start has ended
// are counted; a step chain of timeouts would ask for one per step (over twenty).
for (const target of PAGES) {
  test(`${target.name}: the start's steps follow one another without timeouts`, async () => {
    for (const id of ['senet', 'seesaw', 'zanstrekt']) {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        window.zeroTimeouts = 0;
        const original = window.setTimeout;
        window.setTimeout = function (handler, delay, ...rest) {
          if (!(Number(delay) > 0)) window.zeroTimeouts += 1;
          return original.call(this, handler, delay, ...rest);
        };
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${target.path}#${id}`);
      await page.waitForFunction((hook) => window[hook] !== undefined
        && document.documentElement.hasAttribute('data-ready'), target.hook);
      assert.ok(await boardDrawn(page), `${id}: the board is drawn`);
      const count = await page.evaluate(() => window.zeroTimeouts);
      assert.ok(count <= 2, `${target.name} #${id}: ${count} timeouts of 0 during the start`);
      await context.close();
    }
  });
}

// The accessible board is worded a few cells per task at the start (a11y::page::first_update):
// once the start has ended, every cell has its words, the same a whole update writes. Flipping
// the board twice rebuilds the grid's rows in one go each time (its order of cells changes). A
// game with an opening ceremony has its card closed first, so that its position holds still.
test('game page: the accessible board, worded in slices at the start, is the one a whole update words', async () => {
  let most = 0;
  for (const id of GAME_IDS) {
    const { page, errors } = await openPage(browser, `${server.url}#${id}`);
    if (await page.locator('#opening').isVisible()) {
      await page.click('#opening-play');
      await page.locator('#opening').waitFor({ state: 'hidden' });
      // The ceremony's end refreshes the page in two tasks.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
    }
    const cells = () => page.evaluate(() => [...document.querySelectorAll('#cells [role=gridcell]')]
      .map((cell) => [cell.getAttribute('data-spot'), cell.lastElementChild.textContent]));
    const bySpot = (list) => [...list].sort((a, b) => Number(a[0]) - Number(b[0]));
    const sliced = await cells();
    assert.ok(sliced.length > 0, `${id}: no cells`);
    most = Math.max(most, sliced.length);
    assert.deepEqual(sliced.filter(([, words]) => !words.trim()), [], `${id}: every cell has words`);
    await page.click('#flip');
    const flipped = await cells();
    assert.notDeepEqual(flipped.map(([spot]) => spot), sliced.map(([spot]) => spot), `${id}: rebuilt`);
    await page.click('#flip');
    assert.deepEqual(bySpot(await cells()), bySpot(sliced), `${id}: the same words`);
    assert.deepEqual(errors, []);
    await page.close();
  }
  // Some boards take several slices of 16 cells (Seesaw's 61).
  assert.ok(most > 48, `at most ${most} cells`);
});
