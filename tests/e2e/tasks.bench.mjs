// The main thread's tasks after the first paint (docs/performance.md, issue 20): a benchmark that
// prints numbers, not a test. Lighthouse's total blocking time is simulated from such a trace:
// every task between the first contentful paint and the page's quiet end counts by how much it
// passes 50 ms once slowed four times, so a task of this machine's counts from 12.5 ms. This
// prints, per page, the tasks' sum, how many pass 12.5 ms, the longest, and that estimate of the
// blocking time, as medians over cold loads; it needs no Lighthouse, and shows the tasks
// themselves (`--list`). Needs a release build and the browser-test set-up (scripts/setup.sh test).
//
// Usage: (cd tests/e2e && node tasks.bench.mjs [--runs 7] [--dir ../../dist …] [--list]
//          [--flag=--some-chromium-flag …] [pages…])
//
// Given --dir more than once (a before and an after), the builds take turns load by load, so a
// host whose speed drifts during the run (this one's does, by up to a factor of two) slows them
// alike; a row per build and page.
//
// Each load is a new browser context on a 412×823 page at device pixel ratio 1.75 (Lighthouse's
// phone), served gzipped; the trace runs until the page's start has ended (its test hook, or the
// embed's board) and 300 ms more. Pages default to the Lighthouse script's.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';
import { quantile } from './harness.mjs';

const args = process.argv.slice(2);
let runs = 7;
const dirs = [];
let list = false;
const flags = [];
const pages = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--dir') dirs.push(args[++i]);
  else if (args[i] === '--list') list = true;
  else if (args[i].startsWith('--flag=')) flags.push(args[i].slice('--flag='.length));
  else pages.push(args[i]);
}
if (!dirs.length) dirs.push(fileURLToPath(new URL('../../dist/', import.meta.url)));
if (!pages.length) pages.push('#senet', '#seesaw', '#arces-4', '#arsisesi-c', '#zanstrekt', 'embed.html#senet', 'editor.html');

/** One cold load's main-thread tasks (ms) that end after the first contentful paint. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75,
    isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'] } });
  await page.goto(url);
  // The game page and the editor install their test hook in the start's last task; the embed
  // starts in one task, which sizes its board.
  await page.waitForFunction(() => window.quintetTest !== undefined || window.quintetEditorTest !== undefined
    || (location.pathname.endsWith('embed.html') && document.querySelector('canvas')?.width > 300));
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
  const tasks = events.filter((e) => main(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  // Top-level tasks only: a task run inside another (a nested loop) is part of it.
  const top = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
  return top.filter((t) => t.ts + t.dur > fcp.ts).sort((a, b) => a.ts - b.ts).map((t) => t.dur / 1000);
}

const servers = await Promise.all(dirs.map((dir) => serve({ dir, gzip: true })));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', ...flags],
});
const median = (xs) => quantile(xs, 0.5);
const builds = dirs.length > 1;
console.log(`| Page |${builds ? ' Build |' : ''} After the first paint | Tasks over 12.5 ms | Longest | Estimated TBT (×4) |  (${runs} loads, medians${flags.length ? `; ${flags.join(' ')}` : ''})`);
console.log(`|---|${builds ? '---|' : ''}--:|--:|--:|--:|`);
try {
  for (const page of pages) {
    const rows = dirs.map(() => []);
    for (let tries = 0; rows.some((r) => r.length < runs) && tries < 2 * runs; tries++) {
      for (const [b, server] of servers.entries()) {
        if (rows[b].length >= runs) continue;
        const tasks = await load(browser, new URL(page, server.url).href);
        if (!tasks) continue;
        rows[b].push(tasks);
        if (list) console.log(`  ${page}${builds ? ` (${dirs[b]})` : ''}: ${tasks.filter((d) => d >= 8).map((d) => d.toFixed(0)).join(' ')}`);
      }
    }
    for (const [b, loads] of rows.entries()) {
      const sum = loads.map((t) => t.reduce((a, d) => a + d, 0));
      const over = loads.map((t) => t.filter((d) => d > 12.5).length);
      const longest = loads.map((t) => Math.max(0, ...t));
      const tbt = loads.map((t) => t.reduce((a, d) => a + Math.max(0, 4 * d - 50), 0));
      console.log(`| \`${page}\` |${builds ? ` ${dirs[b]} |` : ''} ${median(sum).toFixed(0)} ms | ${median(over)} | ${median(longest).toFixed(0)} ms | ${median(tbt).toFixed(0)} ms |`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
