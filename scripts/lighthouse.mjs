#!/usr/bin/env node
// Lighthouse figures for docs/performance.md: a benchmark that prints numbers, not a test, and
// not part of CI. Serves the release build in dist/ gzipped on 127.0.0.1 (scripts/serve.mjs, with
// the build's _headers, as a host would), runs Lighthouse with its mobile and its desktop settings
// N times on each page, and prints the medians of the four category scores and of FCP, LCP, TBT,
// CLS and Speed Index.
//
//   node scripts/lighthouse.mjs [--runs 3] [--mobile|--desktop] [--dir dist] [--json out.json]
//                               [--cpu N] [pages…]
//
// Pages are addresses relative to the build ('#senet', 'embed.html#senet', 'editor.html'); a page
// whose file the build lacks is listed as absent. Lighthouse (npm, pinned below) is installed into
// .tools/lighthouse/ (or $LIGHTHOUSE_DIR) the first time this runs, so CI's install never carries
// it. It drives Debian's Chromium (CHROMIUM overrides the path); its default mobile run simulates
// a mid-range phone on a slow 4G network (Lantern), so the figures depend less on this machine's
// load than wall-clock times would, but not at all is too much to ask: say the load average with
// them.
// Its CPU slowdown is relative to the host: the default 4× is meant for a host of benchmark index
// 1,500–2,000 (Lighthouse's docs/throttling.md), and a faster host calls for more; --cpu N sets
// the mobile runs' multiplier (the desktop settings apply none).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from './serve.mjs';

// 12.x: the last line that runs on the Node.js 20 this project uses (13 needs 22.19).
const LIGHTHOUSE = '12.8.2';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// LIGHTHOUSE_DIR: another folder to install it into and run it from (a worktree whose .tools/ is
// shared and not its own to change).
const prefix = process.env.LIGHTHOUSE_DIR ?? join(root, '.tools', 'lighthouse');
const PAGES = ['#senet', '#seesaw', '#arces-4', '#arsisesi-c', '#zanstrekt', 'embed.html#senet', 'editor.html'];

const args = process.argv.slice(2);
let runs = 3;
let jsonOut = null;
let dist = join(root, 'dist');
let forms = ['mobile', 'desktop'];
let cpu = null;
const pages = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--json') jsonOut = args[++i];
  else if (args[i] === '--dir') dist = args[++i];
  else if (args[i] === '--mobile') forms = ['mobile'];
  else if (args[i] === '--desktop') forms = ['desktop'];
  else if (args[i] === '--cpu') cpu = Number(args[++i]);
  else pages.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a positive whole number');
if (cpu !== null && !(cpu >= 1)) throw new Error('--cpu wants a multiplier of 1 or more');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`lighthouse.mjs: no ${dist}/index.html; build the release first (trunk build --release)`);
  process.exit(1);
}

const require = createRequire(join(prefix, 'package.json'));
let entry;
try {
  entry = require.resolve('lighthouse');
} catch {
  console.error(`lighthouse.mjs: installing lighthouse@${LIGHTHOUSE} into .tools/lighthouse/ (once)`);
  execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--prefix', prefix, `lighthouse@${LIGHTHOUSE}`],
    { stdio: 'inherit' });
  entry = require.resolve('lighthouse');
}
const { default: lighthouse } = await import(pathToFileURL(entry));
const { default: desktopConfig } = await import(pathToFileURL(join(dirname(entry), 'config', 'desktop-config.js')));
const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = await serve({ dir: dist, gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
try {
  const load = loadavg().map((x) => x.toFixed(1)).join(' ');
  console.log(`# Lighthouse ${LIGHTHOUSE}, ${runs} run(s) per page and form factor, medians; ${server.url} (gzip); load average ${load}${cpu !== null ? `; mobile CPU slowdown ${cpu}×` : ''}`);
  console.log('| Page | Form | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | SI | Runs (perf) | Host index |');
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|');
  for (const page of pages.length ? pages : PAGES) {
    const file = page.replace(/[#?].*$/, '') || 'index.html';
    if (!existsSync(join(dist, file))) {
      console.log(`| \`${page}\` | | absent (no ${file}) ||||||||||`);
      continue;
    }
    for (const form of forms) {
      const rows = [];
      // A run that fails (on a loaded machine the page may miss Lighthouse's deadlines) is said
      // and run again, up to twice as many runs in all.
      for (let tries = 0; rows.length < runs && tries < 2 * runs; tries++) {
        const { lhr } = await lighthouse(new URL(page, server.url).href,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES,
            ...(cpu !== null && form === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpu } } : {}) },
          form === 'desktop' ? desktopConfig : undefined);
        if (lhr.runtimeError) console.log(`# ${page} (${form}): ${lhr.runtimeError.code}, run again`);
        else rows.push(lhr);
      }
      if (rows.length < runs) throw new Error(`${page} (${form}): too many failed runs`);
      const score = (id) => median(rows.map((l) => Math.round(l.categories[id].score * 100)));
      const metric = (id) => median(rows.map((l) => l.audits[id].numericValue));
      const failed = [...new Set(rows.flatMap((l) => CATEGORIES.filter((c) => c !== 'performance')
        .flatMap((c) => l.categories[c].auditRefs.filter((a) => a.weight > 0 && l.audits[a.id].score !== null && l.audits[a.id].score < 1)
          .map((a) => a.id))))];
      const cells = METRICS.map(([id, , unit]) => (unit === 'ms' ? `${Math.round(metric(id))} ms` : metric(id).toFixed(3)));
      console.log(`| \`${page}\` | ${form} | ${CATEGORIES.map(score).join(' | ')} | ${cells.join(' | ')} | ${rows.map((l) => Math.round(l.categories.performance.score * 100)).join(', ')} | ${Math.round(median(rows.map((l) => l.environment.benchmarkIndex)))} |`);
      if (failed.length) console.log(`|  | (failing: ${failed.join(', ')}) ||||||||||||`);
      // What Lighthouse took for the largest contentful paint, for --json readers.
      const lcp = rows.map((l) => l.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null);
      results.push({ page, form, slowdown: rows[0].configSettings.throttling.cpuSlowdownMultiplier, scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
        metrics: Object.fromEntries(METRICS.map(([id, name]) => [name, metric(id)])), failed, lcp,
        longTasks: rows.map((l) => (l.audits['long-tasks']?.details?.items ?? [])
          .map((t) => [t.url?.split('/').pop(), Math.round(t.startTime), Math.round(t.duration)])),
        mainThread: rows.map((l) => (l.audits['mainthread-work-breakdown']?.details?.items ?? [])
          .map((t) => [t.group, Math.round(t.duration)])) });
    }
  }
  console.log(`# load average at the end ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
} finally {
  await chrome.kill();
  await server.close();
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
