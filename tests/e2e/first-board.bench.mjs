// The first board as fast as the network allows (issue 53; docs/performance.md, "The first board
// on a slow phone"): a benchmark that prints numbers, not a test. Needs a release build and the
// browser-test set-up (scripts/setup.sh test).
//
// Usage: (cd tests/e2e && node first-board.bench.mjs [--runs 7] [--dir [LABEL=]DIR …] [--build REV …]
//          [--brotli-dir [LABEL=]DIR …] [--brotli-build REV …] [--brotli] [--markdown] [ids…])
//
// Each load is cold (a new browser context: no HTTP cache, no service worker) of the game page
// at #<id>, served gzipped (a --brotli-dir or --brotli-build, or every build with --brotli: in
// brotli) by scripts/serve.mjs with the build's _headers, as a host sends it, on Lighthouse's
// phone (412×823 at 1.75 device pixels per CSS pixel) with Lighthouse's mobile throttling through
// the DevTools protocol: 150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×.
// Per load, from navigation start:
// - first paint: the first contentful paint; and the largest contentful paint, measured (where
//   Lighthouse's default run simulates it from an unthrottled load);
// - first board: the animation frame after the first drawing call on the board's canvas (the
//   frame that shows the board);
// - ready: `<html data-ready>`, set when the page takes input;
// - bytes by then: the transfer sizes (headers and gzip bodies, as Resource Timing gives them)
//   of the page and every file that had arrived by the first board;
// - the wasm's request and its last byte, to show where the time goes.
// Medians (and the range) per id and build, and the network's floor for the bytes by the first
// board: the page's round trip, one more for the files it names, and the bytes at 1.6 Mbit/s
// (2 × 150 ms + bytes × 8 / 1.6 Mbit/s; a page of nothing but two preloads, 251,025 bytes in all,
// had its last byte at 1.59–1.64 s against the formula's 1.56 s). The target: the first board within 1.2×
// the floor on every id, the first paint within 650 ms.
//
// Several builds (--dir, --build and their brotli forms) are measured side by side: load by load
// in turn, each round starting with the next build, so that the machine's load, which drifts,
// weighs on all alike. --build REV builds git revision REV's release into
// target/first-board/<rev>/ (once; its files from `git archive`, and a Cargo target of its own,
// target/first-board/cargo/, whose first build compiles every dependency, some minutes). With
// none, dist/ is measured. The load average is
// printed before and after: on a busy machine the CPU-bound part (after the wasm's last byte) is
// slower than on a quiet one, and the whole is noisier; the bytes and the network's part are not.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { GAME_IDS, markFirstDraw, PHONE_CPU_SLOWDOWN, quantile, SLOW_4G, throttledPage } from './harness.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
let runs = 7;
let markdown = false;
let brotli = false;
const builds = [];
const revs = [];
const ids = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--markdown') markdown = true;
  else if (args[i] === '--brotli') brotli = true;
  else if (args[i] === '--dir' || args[i] === '--brotli-dir') {
    const [label, dir] = args[i + 1].includes('=') ? args[i + 1].split(/=(.*)/) : [args[i + 1], args[i + 1]];
    builds.push({ label, dir, brotli: args[i] === '--brotli-dir' });
    i++;
  } else if (args[i] === '--build' || args[i] === '--brotli-build') {
    revs.push({ rev: args[i + 1], brotli: args[i] === '--brotli-build' });
    i++;
  }
  else ids.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a positive whole number');
for (const id of ids) if (!GAME_IDS.includes(id)) throw new Error(`${id} is not a game id (${GAME_IDS.join(', ')})`);
if (!ids.length) ids.push(...GAME_IDS);

/** The network's floor for `bytes` that the page and the files it names bring, in ms. */
const floor = (bytes) => 2 * SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000;

/** Builds revision `rev`'s release into target/first-board/<rev>/ unless it is there already. */
function buildRevision(rev) {
  const sha = execFileSync('git', ['rev-parse', '--short=10', `${rev}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const label = sha.startsWith(rev) ? sha.slice(0, 7) : `${rev} (${sha.slice(0, 7)})`;
  const out = join(root, 'target', 'first-board', sha);
  if (existsSync(join(out, 'index.html'))) return { label, dir: out };
  // The revision's files, out of git's object store (no worktree to register).
  const tree = join(root, 'target', 'first-board', `tree-${sha}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C '${tree}'`], { cwd: root, stdio: 'inherit' });
  try {
    // The build's tools (esbuild, wasm-opt) are the set-up's, in .tools/.
    symlinkSync(join(root, '.tools'), join(tree, '.tools'));
    console.error(`first-board.bench: building ${rev} (${sha}) into ${out}`);
    execFileSync('nice', ['-n', '10', 'trunk', 'build', '--release', '--dist', out], {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        CARGO_TARGET_DIR: join(root, 'target', 'first-board', 'cargo'),
        PATH: `${join(root, '.tools', 'node_modules', '.bin')}:${process.env.HOME}/.cargo/bin:${process.env.PATH}`,
      },
    });
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
  return { label, dir: out };
}

// Marks the moment `<html data-ready>` appears (the script runs before the document has its root
// element: the document is watched), and keeps the latest largest contentful paint.
const watchReady = () => {
  new PerformanceObserver((list) => { window.__lcp = list.getEntries().at(-1).startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-ready')) {
      window.__ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
};

/** One cold, throttled load of `url`: its times in ms and bytes. */
async function load(browser, url) {
  const { context, page } = await throttledPage(browser, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75,
    isMobile: true, hasTouch: true }, [markFirstDraw, watchReady]);
  await page.goto(url, { waitUntil: 'commit' });
  // Polled every 250 ms, not every frame (the default), which would run script on the slowed
  // main thread at every frame of the load.
  await page.waitForFunction(() => window.__boardFrame !== undefined && window.__ready !== undefined, null,
    { timeout: 60_000, polling: 250 });
  const t = await page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    const bytesBy = (time) => entries.filter((e) => e.responseEnd <= time).reduce((sum, e) => sum + e.transferSize, 0);
    const wasm = entries.filter((e) => e.name.endsWith('.wasm'));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp ?? NaN,
      board: window.__boardFrame,
      ready: window.__ready,
      bytes: bytesBy(window.__boardFrame),
      readyBytes: bytesBy(window.__ready),
      wasmStart: wasm[0]?.startTime ?? NaN,
      wasmEnd: wasm[0]?.responseEnd ?? NaN,
      wasms: wasm.length,
    };
  });
  await context.close();
  if (t.wasms !== 1) throw new Error(`${url}: ${t.wasms} wasm downloads before the board`);
  return t;
}

for (const { rev, brotli: br } of revs) {
  const build = buildRevision(rev);
  builds.push({ ...build, label: br ? `${build.label}, brotli` : build.label, brotli: br });
}
if (!builds.length) builds.push({ label: 'dist', dir: join(root, 'dist') });
for (const { dir } of builds) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no ${dir}/index.html: build the release first (trunk build --release)`);
}

const load3 = () => loadavg().map((x) => x.toFixed(2)).join(' ');
if (brotli) for (const build of builds) build.brotli = true;
const servers = await Promise.all(builds.map((build) => serve({ dir: build.dir, gzip: true, brotli: build.brotli })));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const median = (xs) => quantile(xs, 0.5);
const started = new Date();
console.log(`# first-board.bench: Chromium ${browser.version()}, ${runs} cold loads per id and build, ` +
  `150 ms, 1.6 Mbit/s down, CPU ${PHONE_CPU_SLOWDOWN}×, 412×823 at 1.75; ${started.toISOString()}; load average ${load3()}`);
console.log(`# builds: ${builds.map(({ label, dir, brotli: br }) => `${label === dir ? dir : `${label} = ${dir}`} (${br ? 'brotli' : 'gzip'})`).join('; ')}`);
const rows = [];
try {
  // A load of each build first, not counted: the server's brotli bodies are made, the files read
  // from disk, the browser's code warm.
  for (const server of servers) await load(browser, `${server.url}#${ids[0]}`);
  for (const id of ids) {
    const loads = builds.map(() => []);
    for (let r = 0; r < runs; r++) {
      for (let k = 0; k < builds.length; k++) {
        const b = (r + k) % builds.length;
        loads[b].push(await load(browser, `${servers[b].url}#${id}`));
      }
    }
    for (const [b, list] of loads.entries()) {
      const pick = (key) => list.map((l) => l[key]);
      const med = (key) => median(pick(key));
      const range = (key) => `${Math.min(...pick(key)).toFixed(0)}–${Math.max(...pick(key)).toFixed(0)}`;
      const row = {
        id, build: builds[b].label, paint: med('paint'), lcp: med('lcp'), board: med('board'), ready: med('ready'),
        bytes: med('bytes'), readyBytes: med('readyBytes'), wasmStart: med('wasmStart'), wasmEnd: med('wasmEnd'),
        ranges: { paint: range('paint'), board: range('board'), ready: range('ready') },
      };
      row.floor = floor(row.bytes);
      rows.push(row);
      if (!markdown) {
        console.log(`${id.padEnd(10)} ${builds.length > 1 ? `${builds[b].label.padEnd(12)} ` : ''}first paint ${row.paint.toFixed(0)} ms (${row.ranges.paint}), largest ${row.lcp.toFixed(0)} ms, ` +
          `first board ${row.board.toFixed(0)} ms (${row.ranges.board}), ready ${row.ready.toFixed(0)} ms (${row.ranges.ready}); ` +
          `${(row.bytes / 1000).toFixed(1)} KB by the board (${(row.readyBytes / 1000).toFixed(1)} by ready), floor ${row.floor.toFixed(0)} ms, ` +
          `board ÷ floor ${(row.board / row.floor).toFixed(2)}; wasm ${row.wasmStart.toFixed(0)}–${row.wasmEnd.toFixed(0)} ms`);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
if (markdown) {
  const many = builds.length > 1;
  const n = (x) => Math.round(x).toLocaleString('en');
  console.log(`| Game id |${many ? ' Build |' : ''} First paint | Largest paint | First board | Ready | Bytes by the board | Floor | Board ÷ floor | Wasm requested–arrived |`);
  console.log(`|---|${many ? '---|' : ''}--:|--:|--:|--:|--:|--:|--:|--:|`);
  for (const row of rows) {
    console.log(`| \`${row.id}\` |${many ? ` ${row.build} |` : ''} ${n(row.paint)} ms | ${n(row.lcp)} ms | ${n(row.board)} ms (${row.ranges.board}) | ${n(row.ready)} ms | ` +
      `${(row.bytes / 1000).toFixed(1)} KB | ${n(row.floor)} ms | ${(row.board / row.floor).toFixed(2)} | ${n(row.wasmStart)}–${n(row.wasmEnd)} ms |`);
  }
}
console.log(`# ended ${new Date().toISOString()} (${((Date.now() - started) / 60000).toFixed(1)} min); load average ${load3()}`);
