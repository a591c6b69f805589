// The page's work per ply as a game grows (docs/performance.md, "Long games"): a benchmark that
// prints numbers, not a test. It opens the game page at a prefix of a long Žanstrekt record
// (fixtures/zanstrekt-4000.txt) and plays a few steps on it by clicking, as a person would (the
// throw button, or a move's spots); for each step it takes the main thread's busy time (Chromium's
// TaskDuration metric) from the click until the page is quiet again, and prints the median per
// record length. The page's work is what grows with the record: the address bar, the save, the
// move list, the words, the review's data; a quadratic one shows as a per-ply time that grows
// with the length.
//
// Usage: (cd tests/e2e && node ply.bench.mjs [--steps 12] [--dir ../../dist …] [lengths…])
//        --profile FILE writes a CPU profile of the steps at the longest length (for DevTools).
//
// Given --dir more than once (a before and an after), the builds take turns, so a host whose
// speed drifts slows them alike. Needs a release build and the browser-test set-up.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launch, openPage, playStep, quantile } from './harness.mjs';

const args = process.argv.slice(2);
let steps = 12;
let profile = null;
const dirs = [];
const lengths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--steps') steps = Number(args[++i]);
  else if (args[i] === '--dir') dirs.push(resolve(args[++i]) + '/');
  else if (args[i] === '--profile') profile = args[++i];
  else lengths.push(Number(args[i]));
}
if (!dirs.length) dirs.push(fileURLToPath(new URL('../../dist/', import.meta.url)));
if (!lengths.length) lengths.push(100, 500, 1000, 2000);

const fixture = readFileSync(new URL('./fixtures/zanstrekt-4000.txt', import.meta.url), 'utf8').trim();
const [id, body] = fixture.split(';');
const tokens = body.split(',');
const prefix = (n) => `${id};${tokens.slice(0, n).join(',')}`;

/** Waits until the page has had two frames and an idle moment: the step's work is done. */
const quiet = (page) => page.evaluate(() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)));
}));

const busy = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
};

/** Per-step main-thread milliseconds for `steps` steps from a record of `n` tokens. */
async function measure(browser, url, n, cpuProfile) {
  const { page, errors } = await openPage(browser, `${url}#${prefix(n)}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await quiet(page);
  if (cpuProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const times = [];
  for (let i = 0; i < steps; i++) {
    const before = await busy(cdp);
    if (!await playStep(page)) break;
    await quiet(page);
    times.push(await busy(cdp) - before);
  }
  if (cpuProfile) writeFileSync(cpuProfile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (errors.length) throw new Error(errors.join('\n'));
  await page.close();
  return times;
}

const servers = await Promise.all(dirs.map((dir) => serve({ dir })));
const browser = await launch();
const rows = new Map();
for (const n of lengths) {
  for (const [i, server] of servers.entries()) {
    const last = profile && n === Math.max(...lengths) && i === servers.length - 1;
    rows.set(`${i} ${n}`, await measure(browser, server.url, n, last ? profile : null));
  }
}
console.log('build  tokens  steps  median ms  p90 ms   (main-thread busy time per step, click to quiet)');
for (const n of lengths) {
  for (const [i] of servers.entries()) {
    const t = rows.get(`${i} ${n}`);
    console.log(`${String(i).padStart(5)}  ${String(n).padStart(6)}  ${String(t.length).padStart(5)}  ${quantile(t, 0.5).toFixed(1).padStart(9)}  ${quantile(t, 0.9).toFixed(1).padStart(6)}`);
  }
}
await browser.close();
await Promise.all(servers.map((s) => s.close()));
