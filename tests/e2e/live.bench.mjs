// How fast a live game's move reaches the other device (docs/remote.md "Live games", "How
// fast"): a benchmark that prints figures, not a test. A Mosquitto of its own on 127.0.0.1
// (tests/e2e/broker.mjs), a copy of the release build pointed at it, two browser contexts. For
// each move, the time from the mover's page starting its turn (the test hook plays it; the
// completed turn goes by itself) to the other page's next drawing of the board with the move on
// it: both read the same clock (performance.timeOrigin + performance.now()). Seesaw games, no
// dice, until `--moves` (200) have been timed; prints the median and the 95th percentile.
//
// Usage: (cd tests/e2e && node live.bench.mjs [--moves 200] [--game seesaw])
// Needs a release build in dist/ and the browser tests' set-up (scripts/setup.sh test).
import { serve, launch, quantile } from './harness.mjs';
import { device, ready, state, paced } from './remote-harness.mjs';
import { startBroker, relayBuild } from './broker.mjs';

const args = process.argv.slice(2);
let moves = 200;
let game = 'seesaw';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--moves') moves = Number(args[++i]);
  else if (args[i] === '--game') game = args[++i];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Records when the board was last drawn: every drawing clears the canvas first. */
const drawings = () => {
  window.lastDrawing = 0;
  const clear = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (...rest) {
    if (this.canvas.id === 'board') window.lastDrawing = performance.timeOrigin + performance.now();
    return clear.apply(this, rest);
  };
};

async function waitFor(f, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('live.bench: timed out');
    await sleep(2);
  }
}

const broker = await startBroker();
const build = relayBuild(broker.url);
const server = await serve({ dir: build.dir });
const browser = await launch();
const times = [];
try {
  while (times.length < moves) {
    const a = await device(browser);
    const b = await device(browser);
    for (const d of [a, b]) await d.context.addInitScript(drawings);
    await a.page.goto(`${server.url}?remote=new&game=${game}&pace=0`);
    await ready(a.page);
    await a.page.click('#remote-sides button[data-side="random"]');
    await waitFor(async () => (await state(a.page)).live === 'live');
    await b.page.goto(paced((await state(a.page)).link));
    await ready(b.page);
    await b.page.evaluate(() => quintetRemote.send());
    await waitFor(async () => (await state(a.page)).messages === 2 && (await state(b.page)).live === 'live');
    let seed = 1;
    while (times.length < moves) {
      const [sa, sb] = [await state(a.page), await state(b.page)];
      if (sa.over || sb.over) break;
      const [mover, other, s] = sa.mayAct ? [a, b, sa] : sb.mayAct ? [b, a, sb] : [null, null, null];
      if (!mover) { await sleep(2); continue; }
      const start = await mover.page.evaluate((n) => {
        const t = performance.timeOrigin + performance.now();
        quintetRemote.play(n);
        return t;
      }, seed++);
      await waitFor(async () => (await state(other.page)).messages > s.messages);
      // The drawing that shows the move follows its arrival within a frame.
      const drawn = await waitFor(() => other.page.evaluate((t) => (window.lastDrawing > t ? window.lastDrawing : 0), start));
      times.push(drawn - start);
    }
    await a.context.close();
    await b.context.close();
  }
} finally {
  await browser.close();
  await server.close();
  build.remove();
  await broker.close();
}
const sorted = [...times].sort((x, y) => x - y);
console.log(`live.bench: ${game}, ${times.length} moves, from the mover's turn to the other page's drawing`);
console.log(`  median ${quantile(sorted, 0.5).toFixed(1)} ms, 95th percentile ${quantile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
