// Message formatting speed: every English message formatted with its variables (1, then 3), by
// Quintet's catalog reader natively and in the wasm build under Node.js, and by the reference
// implementation fluent-bundle natively. Run through `scripts/bench.sh --i18n`, which builds
// both first; by hand:
//   node scripts/i18n-bench.mjs --native target/release/examples/i18n_bench \
//     --pkg target/bench-wasm [--seconds S] [--clock wall|cpu]
// --clock cpu divides the work by the time the benchmarking thread ran on a CPU (Linux, read by
// both sides) rather than wall-clock time, for busy machines.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const options = { seconds: '1', clock: 'wall', native: 'target/release/examples/i18n_bench', pkg: 'target/bench-wasm' };
for (let i = 0; i < args.length; i += 2) {
  const key = args[i].replace(/^--/, '');
  if (!(key in options) || i + 1 >= args.length) throw new Error(`i18n-bench.mjs: unknown or incomplete option ${args[i]}`);
  options[key] = args[i + 1];
}
const seconds = Number(options.seconds);
if (!(seconds > 0)) throw new Error('i18n-bench.mjs: --seconds must be positive');

const cpuTime = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9;
const clock = options.clock === 'cpu' ? cpuTime : () => performance.now() / 1000;

const native = spawnSync(options.native, ['--raw', '--seconds', String(seconds), '--clock', options.clock], { encoding: 'utf8' });
if (native.status !== 0) throw new Error(`i18n_bench failed: ${native.stderr}`);
const [count, ours, theirs] = native.stdout.trim().split('\t').map(Number);

const wasm = createRequire(import.meta.url)(resolve(options.pkg, 'bench_wasm.js'));
if (wasm.message_count() !== count) throw new Error(`wasm formats ${wasm.message_count()} messages, native ${count}`);
let rate = 0;
for (const span of [seconds / 5, seconds]) {
  const start = clock();
  let rounds = 0;
  while (clock() - start < span) {
    wasm.format_messages(2);
    rounds += 2;
  }
  rate = (rounds * count) / (clock() - start);
}

console.log(`# ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; node ${process.version}; ${count} English messages, ${seconds} s each; rates per ${options.clock === 'cpu' ? 'CPU' : 'wall-clock'} second`);
const line = (name, r) => console.log(`${name.padEnd(28)} ${Math.round(r).toLocaleString('en-US').padStart(12)} messages/s`);
line('quintet::i18n, native', ours);
line('quintet::i18n, wasm', rate);
line('fluent-bundle, native', theirs);
console.log(`native ÷ wasm ${(ours / rate).toFixed(2)}; ours ÷ fluent-bundle natively ${(ours / theirs).toFixed(2)}`);
