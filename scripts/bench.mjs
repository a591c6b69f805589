// Random playouts per second natively and in the wasm build under Node.js, per game id, and their
// ratio; with --ai, the AI's search iterations per second instead. Run through scripts/bench.sh,
// which builds both first; by hand:
//   node scripts/bench.mjs --native target/release/quintet --pkg target/bench-wasm \
//     [--ai [--iterations N]] [--seconds S] [--repeat R] [--seed N] [--clock wall|cpu] \
//     [--markdown] [ids...]
//
// For each id, `quintet bench --raw` times batches 0, 1, 2, … of the library's playout loop for S
// seconds natively; then the wasm build (examples/bench_wasm.rs) warms up for S/5 seconds and
// plays exactly the same batches in one call, timed from JavaScript. The plies both played must
// match: the same code with the same seeds plays the same games. With --repeat R, each id is
// measured R times, native and wasm alternating, and the medians are shown (for noisy machines).
//
// With --ai, `quintet bench --ai --raw` runs a fixed set of searches natively (the Strong level's
// settings and budget, or N iterations, from a few positions reached by seeded random play; see
// src/bench.rs) and prints their digest; the wasm build warms up on the same searches at a tenth of
// the iterations, then runs them timed. The digests (tree sizes and root visits) must match.
//
// With --review, `quintet bench --review --raw` plays each id's typical game (game 0 of the arena's
// Strong-against-Easy match; not timed), times its review natively and prints the record; the wasm
// build warms up on a review of the record's first tenth, then reviews the whole record timed. The
// digests (of the review's text) must match. With --exact, `quintet bench --exact R --raw` solves
// Arsisesi B R times natively, and the wasm build solves it once to warm up and R times timed; the
// digests (of every value's bits) must match.
//
// --clock cpu divides by the time the benchmarking thread ran on a CPU (from
// /proc/thread-self/schedstat, read by both sides) instead of wall-clock time, for busy machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const options = { seconds: '1', repeat: '1', seed: '1', clock: 'wall', iterations: '', native: 'target/release/quintet', pkg: 'target/bench-wasm' };
const ids = [];
let markdown = false;
let ai = false;
let review = false;
let exact = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--markdown') markdown = true;
  else if (a === '--ai') ai = true;
  else if (a === '--review') review = true;
  else if (a === '--exact') exact = true;
  else if (a.startsWith('--')) {
    const key = a.slice(2);
    if (!(key in options) || i + 1 >= args.length) throw new Error(`bench.mjs: unknown or incomplete option ${a}`);
    options[key] = args[++i];
  } else ids.push(a);
}
if (!['wall', 'cpu'].includes(options.clock)) throw new Error('bench.mjs: --clock is wall or cpu');
const seconds = Number(options.seconds);
if (!(seconds > 0)) throw new Error('bench.mjs: --seconds must be positive');
const repeat = Number(options.repeat);
if (!(Number.isInteger(repeat) && repeat > 0)) throw new Error('bench.mjs: --repeat must be a positive integer');
if (options.iterations && !(ai && Number(options.iterations) >= 1)) throw new Error('bench.mjs: --iterations needs --ai and a positive count');

const require = createRequire(import.meta.url);
const wasm = require(resolve(options.pkg, 'bench_wasm.js'));

/** This thread's time on a CPU, in seconds (Linux), or NaN. */
function cpuTime() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return NaN;
  }
}

if (options.clock === 'cpu' && Number.isNaN(cpuTime())) throw new Error('bench.mjs: --clock cpu needs /proc/thread-self/schedstat (Linux)');

const cpuClock = options.clock === 'cpu';
const seedText = options.seed;

/** Times `work()` on the wall clock or this thread's CPU clock, in seconds. */
function time(work) {
  const c0 = cpuTime();
  const t0 = performance.now();
  const result = work();
  const wall = (performance.now() - t0) / 1000;
  return { result, seconds: cpuClock ? cpuTime() - c0 : wall };
}

if (review || exact) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  console.log(`# ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
    `node ${process.version}; ${review ? 'reviews of each id\'s typical game' : 'Arsisesi B solved'}; seed ${seedText}; ${cpuClock ? 'CPU' : 'wall-clock'} seconds`);
  if (exact) {
    const native = spawnSync(options.native, ['bench', '--exact', String(repeat), '--raw'], { encoding: 'utf8' });
    if (native.status !== 0) throw new Error(`quintet bench --exact failed: ${native.stderr}`);
    const lines = native.stdout.trim().split('\n').map((l) => l.split('\t'));
    const [len, positions, finished, sweeps, digest] = lines[0];
    const nativeTimes = lines.map((f) => Number(cpuClock ? f[6] : f[5]));
    wasm.solve_exact(Number(len));
    const wasmTimes = [];
    for (let r = 0; r < repeat; r++) {
      const { result, seconds } = time(() => wasm.solve_exact(Number(len)));
      if (result !== [positions, finished, sweeps, digest].join('\t')) throw new Error(`wasm solved ${JSON.stringify(result)}, native ${digest}: not the same values`);
      wasmTimes.push(seconds);
    }
    const [n, w] = [median(nativeTimes), median(wasmTimes)];
    console.log(`arsisesi-b (lanes of ${len}): ${positions} positions (${finished} finished), ${sweeps} sweeps; ` +
      `native ${(n * 1000).toFixed(1)} ms, wasm ${(w * 1000).toFixed(1)} ms, ratio ${(n > 0 ? w / n : NaN).toFixed(2)}`);
  } else {
    const rows = [];
    // Exact reviews (Arsisesi B) take milliseconds: those are shown as such, with no ratio.
    const shown = (x) => (x < 0.1 ? `${(x * 1000).toFixed(1)} ms` : `${x.toFixed(2)} s`);
    const ratio = (r) => (r.native >= 0.1 ? (r.wasm / r.native).toFixed(2) : '—');
    for (const id of (ids.length ? ids : wasm.game_ids().split(','))) {
      const native = spawnSync(options.native, ['bench', '--review', '--raw', '--seed', seedText, id], { encoding: 'utf8', maxBuffer: 1 << 26 });
      if (native.status !== 0) throw new Error(`quintet bench --review ${id} failed: ${native.stderr}`);
      const [, , plies, positions, iterations, digest, wallText, cpuText, record] = native.stdout.trim().split('\t');
      const seed = BigInt(seedText);
      const tokens = record.split(';')[1]?.split(',') ?? [];
      const prefix = tokens.length ? `${record.split(';')[0]};${tokens.slice(0, Math.ceil(tokens.length / 10)).join(',')}` : record;
      wasm.review(prefix, seed);
      const { result, seconds } = time(() => wasm.review(record, seed));
      if (result !== [positions, iterations, digest].join('\t')) throw new Error(`${id}: wasm reviewed ${JSON.stringify(result)}, native ${digest}: not the same review`);
      const r = { id, plies: Number(plies), positions: Number(positions), iterations: Number(iterations), native: Number(cpuClock ? cpuText : wallText), wasm: seconds };
      rows.push(r);
      console.log(`${id.padEnd(10)}  ${String(r.plies).padStart(4)} plies  ${String(r.positions).padStart(4)} positions  ` +
        `native ${shown(r.native)}  wasm ${shown(r.wasm)}  ratio ${ratio(r)}`);
    }
    if (markdown) {
      console.log('\n| Game id | Plies | Positions analysed | Iterations | Native | Wasm | Wasm ÷ native |');
      console.log('|---|--:|--:|--:|--:|--:|--:|');
      for (const r of rows) {
        console.log(`| \`${r.id}\` | ${r.plies} | ${r.positions} | ${r.iterations.toLocaleString('en-US')} | ` +
          `${shown(r.native)} | ${shown(r.wasm)} | ${ratio(r)} |`);
      }
    }
  }
  process.exit(0);
}

const si = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0));

const list = ids.length ? ids : wasm.game_ids().split(',');
const rows = [];
console.log(`# ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
  `node ${process.version}; ${ai ? `AI searches, ${options.iterations || 'Strong budget'} iterations each` : `${seconds} s per id`}${repeat > 1 ? `, median of ${repeat} runs` : ''}; seed ${options.seed}; rates per ${options.clock === 'cpu' ? 'CPU' : 'wall-clock'} second`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One native run of `id` and the same batches in wasm: games and plies, and both times. */
function measure(id, warm) {
  const native = spawnSync(options.native, ['bench', '--raw', '--seconds', String(seconds), '--seed', options.seed, id], { encoding: 'utf8' });
  if (native.status !== 0) throw new Error(`quintet bench ${id} failed: ${native.stderr}`);
  const [, , batchText, gamesText, pliesText, wallText, cpuText] = native.stdout.trim().split('\t');
  const batches = Number(batchText);
  const plies = Number(pliesText);
  const seed = BigInt(options.seed);
  if (warm) {
    const start = performance.now();
    for (let k = 0n; performance.now() - start < (seconds * 1000) / 5; k++) wasm.batches(id, seed, k, 1n);
  }
  const c0 = cpuTime();
  const t0 = performance.now();
  const wasmPlies = wasm.batches(id, seed, 0n, BigInt(batches));
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuTime() - c0;
  if (wasmPlies !== plies) throw new Error(`${id}: wasm played ${wasmPlies} plies, native ${plies}: not the same games`);
  const cpuClock = options.clock === 'cpu';
  return {
    games: Number(gamesText),
    plies,
    nativeTime: Number(cpuClock ? cpuText : wallText),
    wasmTime: cpuClock ? cpu : wall,
  };
}

/** The AI searches for `id` natively, then in wasm: iterations, digest and both times. */
function measureAi(id, warm) {
  const extra = options.iterations ? ['--iterations', options.iterations] : [];
  const native = spawnSync(options.native, ['bench', '--ai', '--raw', '--seed', options.seed, ...extra, id], { encoding: 'utf8' });
  if (native.status !== 0) throw new Error(`quintet bench --ai ${id} failed: ${native.stderr}`);
  const fields = native.stdout.trim().split('\t');
  const [, , perSearch] = fields;
  const digest = fields.slice(3, 7).join('\t');
  const [wallText, cpuText] = fields.slice(7);
  const seed = BigInt(options.seed);
  if (warm) wasm.searches(id, seed, Math.max(1, Math.floor(Number(perSearch) / 10)));
  const c0 = cpuTime();
  const t0 = performance.now();
  const wasmDigest = wasm.searches(id, seed, Number(perSearch));
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuTime() - c0;
  if (wasmDigest !== digest) throw new Error(`${id}: wasm searched ${JSON.stringify(wasmDigest)}, native ${JSON.stringify(digest)}: not the same searches`);
  const cpuClock = options.clock === 'cpu';
  return {
    searches: Number(fields[3]),
    perSearch: Number(perSearch),
    iterations: Number(fields[4]),
    nativeTime: Number(cpuClock ? cpuText : wallText),
    wasmTime: cpuClock ? cpu : wall,
  };
}

/** One id's table row from its runs: median rates and their ratio. */
function row(id, runs) {
  const rate = (f) => median(runs.map(f));
  const r = ai
    ? {
      id,
      work: `${runs[0].searches} × ${runs[0].perSearch.toLocaleString('en-US')}`,
      native: rate((m) => m.iterations / m.nativeTime),
      wasm: rate((m) => m.iterations / m.wasmTime),
    }
    : {
      id,
      native: rate((m) => m.games / m.nativeTime),
      nativePlies: rate((m) => m.plies / m.nativeTime),
      wasm: rate((m) => m.games / m.wasmTime),
      wasmPlies: rate((m) => m.plies / m.wasmTime),
    };
  r.ratio = r.native / r.wasm;
  return r;
}

for (const id of list) {
  const runs = [];
  for (let r = 0; r < repeat; r++) runs.push((ai ? measureAi : measure)(id, r === 0));
  const r = row(id, runs);
  rows.push(r);
  console.log(ai
    ? `${id.padEnd(10)}  native ${r.native.toFixed(0).padStart(7)} iterations/s  wasm ${r.wasm.toFixed(0).padStart(7)} iterations/s  ratio ${r.ratio.toFixed(2)}`
    : `${id.padEnd(10)}  native ${r.native.toFixed(0).padStart(6)} playouts/s  ${si(r.nativePlies).padStart(6)} plies/s  ` +
      `wasm ${r.wasm.toFixed(0).padStart(6)} playouts/s  ${si(r.wasmPlies).padStart(6)} plies/s  ratio ${r.ratio.toFixed(2)}`);
}

if (ai) {
  if (markdown) {
    console.log('\n| Game id | Searches × iterations | Native iterations/s | Wasm iterations/s | Native ÷ wasm |');
    console.log('|---|--:|--:|--:|--:|');
    for (const r of rows) {
      console.log(`| \`${r.id}\` | ${r.work} | ${Math.round(r.native).toLocaleString('en-US')} | ` +
        `${Math.round(r.wasm).toLocaleString('en-US')} | ${r.ratio.toFixed(2)} |`);
    }
  }
} else {
  const target = (ok, text) => console.log(`${ok ? 'met    ' : 'MISSED '} ${text}`);
  const small = rows.find((r) => r.id === 'seesaw-4');
  if (small) {
    target(small.native >= 72000, `seesaw-4 native ≥ 72,000 playouts/s (${small.native.toFixed(0)})`);
    target(small.wasm >= 24000, `seesaw-4 wasm ≥ 24,000 playouts/s (${small.wasm.toFixed(0)})`);
  }
  const worst = rows.reduce((w, r) => (r.ratio > w.ratio ? r : w), rows[0]);
  if (worst) target(worst.ratio <= 1.5, `wasm within 1.5× of native for every id (worst ${worst.id}, ${worst.ratio.toFixed(2)})`);

  if (markdown) {
    console.log('\n| Game id | Native playouts/s | Native plies/s | Wasm playouts/s | Wasm plies/s | Native ÷ wasm |');
    console.log('|---|--:|--:|--:|--:|--:|');
    for (const r of rows) {
      console.log(`| \`${r.id}\` | ${Math.round(r.native).toLocaleString('en-US')} | ${si(r.nativePlies)} | ` +
        `${Math.round(r.wasm).toLocaleString('en-US')} | ${si(r.wasmPlies)} | ${r.ratio.toFixed(2)} |`);
    }
  }
}
