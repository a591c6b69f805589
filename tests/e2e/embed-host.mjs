// Shared by the embed tests: a host page on another origin than the build (as a wiki's page
// is), and positions of every game id where each kind of action can be played.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { serve as serveDir } from '../../scripts/serve.mjs';
import { serve, launch } from './harness.mjs';

/**
 * A second server, for host pages: its origin differs from the build's (another port), so the
 * browser applies its cross-origin rules to the board files. Resolves to { url, open, close }:
 * `open(browser, body)` writes a page holding `body` and opens it, resolving to { page, errors }
 * (console errors and page errors, in order).
 */
export async function hostServer() {
  const dir = await mkdtemp(join(tmpdir(), 'quintet-host-'));
  const server = await serveDir({ dir });
  let pages = 0;
  return {
    url: server.url,
    async open(browser, body, viewport = { width: 1000, height: 900 }) {
      const name = `host-${++pages}.html`;
      await writeFile(join(dir, name), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>host</title></head><body>${body}</body></html>`);
      const page = await browser.newPage({ viewport });
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
      await page.goto(server.url + name);
      return { page, errors };
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For each game id, records where a player is to act, and the kinds of action legalMoves()
 * lists there (docs/embedding.md; the Rust facts tests pin the same positions). The first record
 * of each id offers at least two actions.
 */
export const POSITIONS = {
  senet: [['senet;d2', ['move']], ['senet:11b1w5w10:b2', ['capture']], ['senet:4w24b:b3', ['exit']],
    ['senet:www22b4:b1', ['move', 'pass']]],
  seesaw: [['seesaw', ['place', 'move']]],
  'seesaw-4': [['seesaw-4', ['place', 'move']],
    ['seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4', ['capture']],
    ['seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,g3xf4,d5-e4,f4xe4', ['move', 'end']]],
  arces: [['arces', ['move']], ['arces:1nn(nN)1n1/7/7/3n3/3s3/7/1ss(sS)1s1:s:0', ['move', 'capture']]],
  'arces-3': [['arces-3', ['move', 'capture']]],
  'arces-4': [['arces-4', ['move', 'capture']]],
  'arsisesi-a': [['arsisesi-a:s3/ns5/n4:s1', ['capture', 'move', 'end']], ['arsisesi-a;d3', ['enter', 'end']]],
  'arsisesi-b': [['arsisesi-b;d3', ['enter', 'end']], ['arsisesi-b:s4/6s/n5:s1', ['exit', 'end']]],
  'arsisesi-c': [['arsisesi-c;d3', ['enter', 'end']]],
  zanstrekt: [['zanstrekt:n8/s8/9:s*a3:s0n0', ['ambush', 'throw']], ['zanstrekt;d3', ['enter']],
    ['zanstrekt:9/9/7s1:s2:s0n0', ['exit', 'enter']], ['zanstrekt:9/8n/8s:s2:s0n0', ['capture']],
    ['zanstrekt:9/9/8s:s2:s0n0', ['move']]],
};

/** Waits until every `<quintet-board>` matching `selector` is ready (mounted and drawn). */
export function boardsReady(page, selector = 'quintet-board') {
  return page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every(
    (el) => el.shadowRoot?.querySelector('canvas')?.width > 0), selector);
}

/** Collects every quintet-… event that reaches the document, as window.events [{ type, id, detail, composed, bubbles }]. */
export const LISTEN = `<script>
window.events = [];
for (const type of ['quintet-move', 'quintet-roll', 'quintet-end', 'quintet-error', 'quintet-solved', 'quintet-wrong']) {
  document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail, composed: e.composed, bubbles: e.bubbles }));
}
</script>`;

/**
 * Starts, for the tests of the calling file, the build's server, a host server on another origin
 * and the browser, and stops them after. Returns { dist, host, browser, script() } (filled in
 * once the tests start); `script()` is the tag loading quintet-board.js from the build.
 */
export function embedSetup() {
  const ctx = {
    script: () => `<script type="module" src="${ctx.dist.url}quintet-board.js"></script>`,
  };
  before(async () => {
    ctx.dist = await serve();
    ctx.host = await hostServer();
    ctx.browser = await launch();
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.host?.close();
    await ctx.dist?.close();
  });
  return ctx;
}

/** The text of a shown element in board `id`'s shadow root ('' when hidden or missing). */
export const shadowText = (page, id, selector) => page.evaluate(([i, s]) => {
  const el = document.getElementById(i).shadowRoot.querySelector(s);
  return el && !el.hidden ? el.textContent : '';
}, [id, selector]);
