// The worker's time to a hint in the browser, for docs/performance.md: a benchmark that prints
// numbers, not a test (its name does not end in .test.mjs, so `npm test` never runs it). Needs a
// release build in dist/ (`trunk build --release`) and the browser-test set-up (scripts/setup.sh
// test).
//
// Usage: (cd tests/e2e && node analysis.bench.mjs [--hints N] [--seed S] [ids...])
//        (cd tests/e2e && node analysis.bench.mjs --review [--seed S] [ids...])
//
// For each game id, the page starts the worker that also runs analysis (ai-worker.js) and
// walks one game with it in headless Chromium: at each decision it asks
// for a hint (`<job> hint <seed> <record>`, what the page's hint button and win-chance bar ask)
// and plays the hint's best action; at each throw it plays a roll drawn by the weights the
// worker's reply lists (a seeded generator), until N hints were timed or the game ended. Each
// hint is timed on the page from the request posted to the reply received (worker messaging
// included). The first hint of each id also includes starting the worker (fetching and compiling
// its module, and for Arsisesi B solving its table); it is printed apart. Meanwhile an
// animation-frame loop on the page records the gaps between frames.
//
// With --review, the review of each id's typical game in the browser: game 0 of `quintet arena
// <id> strong easy --seed 1` (the game `scripts/bench.sh --review` reviews natively and under
// Node.js; the native `target/release/quintet` plays it, so build it first: `cargo build
// --release`), asked of the same worker as the page's Review button asks it (`<job> review
// <seed> <record>`), timed from the request to the review's reply, after the worker has started
// (its start and Arsisesi B's table are timed apart, with a first hint). Frame gaps as above.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launch, serve, GAME_IDS, quantile } from './harness.mjs';

const args = process.argv.slice(2);
let hints = 20;
let seed = 1;
let review = false;
const ids = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--hints') hints = Number(args[++i]);
  else if (args[i] === '--seed') seed = Number(args[++i]);
  else if (args[i] === '--review') review = true;
  else ids.push(args[i]);
}

const server = await serve();
const browser = await launch();
try {
  if (review) {
    await reviews();
  } else {
    await hinting();
  }
} finally {
  await browser.close();
  await server.close();
}

/** Game 0 of `quintet arena <id> strong easy --seed 1`, as a record. */
function typicalGame(id) {
  const cli = fileURLToPath(new URL('../../target/release/quintet', import.meta.url));
  const out = execFileSync(cli, ['arena', id, 'strong', 'easy', '--games', '1', '--seed', '1', '-v'], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.startsWith('game 0:'));
  return line.slice(line.indexOf(': ', 'game 0:'.length) + 2).trim();
}

async function reviews() {
  console.log(`the review of game 0 of \`quintet arena <id> strong easy --seed 1\` in the worker, review seed ${seed}`);
  console.log('| Game id | Tokens | Worker start and first hint | Review | Frame gap, 99th percentile | Longest frame gap |');
  console.log('|---|--:|--:|--:|--:|--:|');
  for (const id of ids.length ? ids : GAME_IDS) {
    const record = typicalGame(id);
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${server.url}#${id}`);
    const result = await page.evaluate(({ id, record, seed }) => new Promise((resolve, reject) => {
      const gaps = [];
      let last = performance.now();
      let running = true;
      const frame = (now) => { gaps.push(now - last); last = now; if (running) requestAnimationFrame(frame); };
      const started = performance.now();
      const worker = new Worker('ai-worker.js');
      let warm = null;
      let asked = 0;
      worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
      worker.onmessage = (event) => {
        const text = event.data;
        if (text === 'ready') return worker.postMessage(`1 hint ${seed} ${id}`);
        const [job, kind] = text.split(' ');
        if (kind === 'progress') return;
        if (job === '1' && kind === 'hint') {
          warm = performance.now() - started;
          asked = performance.now();
          last = asked;
          requestAnimationFrame(frame);
          return worker.postMessage(`2 review ${seed} ${record}`);
        }
        if (job === '2' && kind === 'review') {
          const took = performance.now() - asked;
          running = false;
          worker.terminate();
          return resolve({ warm, took, gaps });
        }
        reject(new Error(`unexpected reply: ${text.slice(0, 200)}`));
      };
    }), { id, record, seed });
    const tokens = record.includes(';') ? record.split(';')[1].split(',').length : 0;
    const { warm, took } = result;
    // A review done within a frame (Arsisesi B's, from its table) leaves no whole frame to time.
    const gaps = result.gaps.filter((g) => g >= 0);
    const gap = (x) => (gaps.length ? `${x.toFixed(1)} ms` : '–');
    console.log(`| \`${id}\` | ${tokens} | ${Math.round(warm)} ms | ${(took / 1000).toFixed(2)} s | ` +
      `${gap(quantile(gaps, 0.99) ?? 0)} | ${gap(Math.max(0, ...gaps))} |`);
    await page.close();
  }
}

async function hinting() {
  console.log(`hints along one game per id, up to ${hints} timed hints, seed ${seed}`);
  console.log('| Game id | First hint (worker start included) | Hints | Median | 90th percentile | Longest | Frame gap, 99th percentile | Longest frame gap |');
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const id of ids.length ? ids : GAME_IDS) {
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${server.url}#${id}`);
    const result = await page.evaluate(({ id, hints, seed }) => new Promise((resolve, reject) => {
      const gaps = [];
      let last = performance.now();
      let running = true;
      const frame = (now) => { gaps.push(now - last); last = now; if (running) requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
      // A small seeded generator (mulberry32) for the rolls.
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6D2B79F5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const started = performance.now();
      const worker = new Worker('ai-worker.js');
      const tokens = [];
      const times = [];
      let first = null;
      let job = 0;
      let asked = 0;
      const next = () => {
        job += 1;
        asked = performance.now();
        const record = tokens.length ? `${id};${tokens.join(',')}` : id;
        worker.postMessage(`${job} hint ${seed} ${record}`);
      };
      const finish = () => {
        running = false;
        worker.terminate();
        resolve({ first, times, gaps });
      };
      worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
      worker.onmessage = (event) => {
        const text = event.data;
        if (text === 'ready') return next();
        const [, kind, ...rest] = text.split(' ');
        if (kind === 'progress') return;
        if (kind !== 'hint') return reject(new Error(`unexpected reply: ${text}`));
        const took = performance.now() - asked;
        // `<exact> <chances> decide <seat> <best> …`, `… throw <seat> <roll>=<weight>:… …` or `… over`.
        const [, , turn, , ...items] = rest;
        if (turn === 'over') return finish();
        if (turn === 'decide') {
          if (first === null) first = performance.now() - started;
          else times.push(took);
          tokens.push(items[0]);
        } else {
          const rolls = items.map((item) => {
            const [roll, more] = item.split('=');
            return [roll, Number(more.split(':')[0])];
          });
          const total = rolls.reduce((sum, [, w]) => sum + w, 0);
          let pick = random() * total;
          const [roll] = rolls.find(([, w]) => (pick -= w) < 0) ?? rolls.at(-1);
          tokens.push(roll);
        }
        if (times.length >= hints) finish();
        else next();
      };
    }), { id, hints, seed });
    const { first, times, gaps } = result;
    const ms = (x) => `${Math.round(x)} ms`;
    console.log(`| \`${id}\` | ${ms(first)} | ${times.length} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.9))} | ` +
      `${ms(Math.max(...times))} | ${quantile(gaps, 0.99).toFixed(1)} ms | ${Math.max(...gaps).toFixed(1)} ms |`);
    await page.close();
  }
}
