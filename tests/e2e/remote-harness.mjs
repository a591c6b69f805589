// Shared by the remote games' browser tests (remote*.test.mjs): a device is a browser context of
// its own (its own storage), asking for reduced motion.

/** A new device: a context and a page that records console and page errors. */
export async function device(browser, options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}

/** The console errors and uncaught errors of `page` (Playwright's or puppeteer's), as they come. */
export function pageErrors(page) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/** Waits until the remote variant has mounted the page. */
export async function ready(page) {
  await page.waitForFunction(() => window.quintetRemote !== undefined && window.quintetTest !== undefined);
}

/** What the page shows of its remote game (quintetRemote.state()). */
export const state = (page) => page.evaluate(() => quintetRemote.state());

/** `link` with `pace=0` in its query: the friend's turn is shown at once, not replayed. */
export const paced = (link) => link.replace('#', '&pace=0#');

/** Waits until `f()` (async) is truthy, within `ms`; `what` names it in the failure. */
export async function until(f, what, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await f();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Thrown when the dice end a game too early for a test (SEN-10: a throw with no move loses). */
export class Ended extends Error {}

/** Throws `Ended` if the game `dev` shows is over. */
export async function goesOn(dev) {
  if ((await state(dev.page)).over) throw new Ended();
}

/**
 * Runs `body(devices)` until the dice let it play out, closing the devices it pushed on
 * `devices` each time: each device's secrets are its own random values (as they must be: no
 * address may fix them), so a Senet game now and then ends at its first throws (SEN-10), and
 * the test starts a new one.
 */
export async function withGame(body) {
  for (let tries = 0; tries < 8; tries++) {
    const devices = [];
    try {
      return await body(devices);
    } catch (e) {
      if (!(e instanceof Ended)) throw e;
    } finally {
      for (const dev of devices) await dev.context.close().catch(() => {});
    }
  }
  throw new Error('eight games in a row ended too early');
}
