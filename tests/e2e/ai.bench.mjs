// The computer's thinking time in the browser (docs/performance.md): a benchmark that prints
// numbers, not a test (its name does not end in .test.mjs, so `npm test` never runs it). Needs a
// release build in dist/ (`trunk build --release`) and the browser-test set-up
// (scripts/setup.sh test).
//
// Usage: (cd tests/e2e && node ai.bench.mjs [--level strong] [--decisions N] [--seed S]
//                                            [--pace MS] [ids...])
//
// For each game id, the page plays the level against itself (every seat) in headless Chromium
// until N decisions were made or the game ended, with no pause between steps unless --pace sets
// the pause the page makes for people (650 ms there by default). The page times each decision
// from the question sent to its Web Worker to the answer received
// (`quintetTest.computerTimes()`): what a person waits for, worker messaging included. Prints the
// median, the 90th percentile and the longest per id. Single legal actions are played without
// asking the worker and are not counted. Meanwhile an animation-frame loop on the page records
// the gaps between frames: with the search in the worker they stay near 16.7 ms; the longest gap
// shows whether the page ever froze (board redraws after each move included). With no pause,
// forced steps (a throw, a single legal move) follow each other in one task, so the dice games
// show longer gaps than a person watching at the page's pace ever sees; --pace 650 measures that.
import { launch, serve, openPage, quantile } from './harness.mjs';

const args = process.argv.slice(2);
let level = 'strong';
let decisions = 30;
let seed = 1;
let pace = 0;
const ids = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--level') level = args[++i];
  else if (args[i] === '--decisions') decisions = Number(args[++i]);
  else if (args[i] === '--seed') seed = Number(args[++i]);
  else if (args[i] === '--pace') pace = Number(args[++i]);
  else ids.push(args[i]);
}
const ALL = ['senet', 'seesaw', 'seesaw-4', 'arces', 'arces-3', 'arces-4',
  'arsisesi-a', 'arsisesi-b', 'arsisesi-c', 'zanstrekt'];
const SEATS = { 'arces-3': ['south', 'west', 'north'], 'arces-4': ['south', 'west', 'north', 'east'] };

const server = await serve();
const browser = await launch();
try {
  console.log(`${level} against itself, up to ${decisions} decisions per game id, seed ${seed}, pace ${pace} ms`);
  console.log('| Game id | Decisions | Median | 90th percentile | Longest | Frames | Frame gap, 99th percentile | Longest frame gap |');
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const id of ids.length ? ids : ALL) {
    const seats = SEATS[id] ?? ['south', 'north'];
    const query = seats.map((s) => `${s}=${level}`).join('&');
    const { page, errors } = await openPage(browser, `${server.url}?${query}&pace=${pace}&seed=${seed}#${id}`);
    await page.evaluate(() => {
      window.__gaps = [];
      let last = performance.now();
      const frame = (now) => { window.__gaps.push(now - last); last = now; requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
    });
    await page.waitForFunction(
      (n) => window.quintetTest.computerTimes().length >= n
        || /wins|drawn/.test(document.querySelector('#status').textContent),
      decisions, { timeout: 600_000, polling: 200 });
    const times = (await page.evaluate(() => window.quintetTest.computerTimes())).slice(0, decisions);
    const gaps = (await page.evaluate(() => window.__gaps)).slice(1);
    if (errors.length) throw new Error(`${id}: ${errors.join('; ')}`);
    const f = (x) => `${Math.round(x)} ms`;
    const g = (x) => `${x.toFixed(1)} ms`;
    console.log(`| \`${id}\` | ${times.length} | ${f(quantile(times, 0.5))} | ${f(quantile(times, 0.9))} | ${f(Math.max(...times))} | ${gaps.length} | ${g(quantile(gaps, 0.99))} | ${g(Math.max(...gaps))} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
