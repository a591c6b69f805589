// Load and redraw figures (docs/performance.md): a benchmark that prints numbers, not a test (its
// name does not end in .test.mjs, so `npm test` never runs it). Needs a release build in dist/
// (`trunk build --release`) and the browser-test set-up (scripts/setup.sh test).
//
// Usage: (cd tests/e2e && node load.bench.mjs [--runs N] [--redraws N] [--no-throttle] [--dir D]
//        [ids...])
// (--dir: another build to measure, e.g. a copy of an older one for a before and after.)
//
// 1. First board: for each id, N cold loads (a new browser context each, so no HTTP or
//    service-worker cache) of http://127.0.0.1:<port>/#<id>, timing from navigation start to the
//    animation frame after the first drawing call on the board canvas (the frame that shows the
//    board); median, minimum and maximum.
//    Then the same on a phone-sized page (360×640) served gzipped, with the CPU slowed 4× and the
//    network slowed to Lighthouse's mobile setting (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
//    up) through the DevTools protocol; besides the first board it gives the first contentful
//    paint and the main thread's blocking time until the board (the time of each long task past
//    50 ms, as Lighthouse's TBT counts it), from the start and from the first contentful paint
//    (where Lighthouse starts counting). --no-throttle leaves this run out.
// 2. Redraw: on a loaded page, the Flip button redraws the whole board synchronously (the scene is
//    rebuilt in wasm and drawn with Canvas 2D calls); timed around the click, and again until a
//    one-pixel getImageData has forced the canvas to rasterize; medians over N redraws.
import { launch, markFirstDraw, serve, throttledPage } from './harness.mjs';

const args = process.argv.slice(2);
let runs = 10;
let redraws = 40;
let throttled = true;
let dir;
const ids = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--redraws') redraws = Number(args[++i]);
  else if (args[i] === '--no-throttle') throttled = false;
  else if (args[i] === '--dir') dir = args[++i];
  else ids.push(args[i]);
}

// Long tasks and the first contentful paint, for the throttled run.
const watchMainThread = () => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/** One cold load of `url` on a phone-sized page, throttled: { frame, fcp, blocking } in ms. */
async function throttledLoad(browser, url) {
  const { context, page } = await throttledPage(browser, { viewport: { width: 360, height: 640 } }, [markFirstDraw, watchMainThread]);
  await page.goto(url);
  await page.waitForFunction(() => window.__boardFrame !== undefined, null, { timeout: 60000 });
  const t = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const blocking = (from) => window.__long.filter(([start]) => start >= from && start < window.__boardFrame)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    // Lighthouse's total blocking time counts from the first contentful paint: the part of it
    // until the board.
    return { frame: window.__boardFrame, fcp, blocking: blocking(0), painted: blocking(fcp) };
  });
  await context.close();
  return t;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

const server = await serve(dir ? { dir } : {});
const zipped = throttled ? await serve({ gzip: true, ...(dir ? { dir } : {}) }) : null;
const browser = await launch();
try {
  const list = ids.length ? ids : await (async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const options = await page.$$eval('#game-picker option', (os) => os.map((o) => o.value));
    await page.close();
    return options;
  })();
  console.log(`# Chromium ${browser.version()}, headless, --disable-gpu; ${server.url}; viewport 1280×800`);
  for (const id of list) {
    const frames = [];
    const draws = [];
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(markFirstDraw);
      const page = await context.newPage();
      await page.goto(`${server.url}#${id}`);
      await page.waitForFunction(() => window.__boardFrame !== undefined, null, { timeout: 30000 });
      const t = await page.evaluate(() => ({ draw: window.__firstDraw, frame: window.__boardFrame }));
      frames.push(t.frame);
      draws.push(t.draw);
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}#${id}`);
    await page.waitForFunction(() => window.quintetTest !== undefined);
    const redraw = await page.evaluate(async (n) => {
      const flip = document.getElementById('flip');
      const board = document.getElementById('board').getContext('2d');
      const calls = [];
      const rastered = [];
      for (let i = 0; i < n; i++) {
        await new Promise((ok) => requestAnimationFrame(ok));
        const t0 = performance.now();
        flip.click();
        const t1 = performance.now();
        board.getImageData(0, 0, 1, 1);
        const t2 = performance.now();
        calls.push(t1 - t0);
        rastered.push(t2 - t0);
      }
      const canvas = document.getElementById('board');
      return { calls, rastered, size: [canvas.width, canvas.height] };
    }, redraws);
    await context.close();

    console.log(`${id.padEnd(10)}  first board ${ms(median(frames))} (min ${ms(Math.min(...frames))}, max ${ms(Math.max(...frames))}, ` +
      `first draw call ${ms(median(draws))}; ${runs} cold loads)  ` +
      `redraw ${ms(median(redraw.calls))}, with raster ${ms(median(redraw.rastered))} ` +
      `(${redraw.size[0]}×${redraw.size[1]} px canvas, median of ${redraws})`);
    if (throttled) {
      const loads = [];
      for (let r = 0; r < runs; r++) loads.push(await throttledLoad(browser, `${zipped.url}#${id}`));
      const pick = (key) => loads.map((l) => l[key]);
      console.log(`${''.padEnd(10)}  throttled (CPU ×4, slow 4G, gzip, 360×640): first board ${ms(median(pick('frame')))} ` +
        `(min ${ms(Math.min(...pick('frame')))}, max ${ms(Math.max(...pick('frame')))}), ` +
        `first contentful paint ${ms(median(pick('fcp')))}, blocking time until the board ${ms(median(pick('blocking')))} ` +
        `(after the first paint ${ms(median(pick('painted')))})`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  await zipped?.close();
}
