// Live games between two browser engines (issue 50): a Chromium device (playwright-core,
// harness.mjs) and a Firefox device (Debian's firefox-esr, driven by puppeteer-core over
// WebDriver BiDi: shared/TOOLCHAIN.md), through a Mosquitto of the test's own and a copy of the
// build pointed at it (live-cases.mjs, as live.test.mjs). Each engine invites once and accepts
// once; then Senet is played live, every throw drawn jointly (it waits for the other device's
// fresh value) and every turn arriving at the other device by itself, for 24 messages (12 turns
// each way), and both devices hold the same game. Sixteen or more are enough to show the engines
// agree; a whole game (70 to 120 messages) would triple the file's time.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { boardDrawn } from './harness.mjs';
import { device, pageErrors, state } from './remote-harness.mjs';
import { startBroker } from './broker.mjs';
import { live, setUp, tearDown, skip, gameAt, closeGame } from './live-cases.mjs';

/** Debian's Firefox ESR (scripts/setup.sh test installs it), or `$FIREFOX`. */
const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const MESSAGES = 24;

let firefox;

before(async () => {
  await setUp(startBroker);
  if (skip) return;
  try {
    firefox = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  } catch (err) {
    throw new Error(`Firefox did not start from ${FIREFOX} (scripts/setup.sh test installs firefox-esr): ${err.message}`);
  }
});

after(async () => {
  await firefox?.close();
  await tearDown();
});

/** A device in Firefox: a browser context of its own and a page recording its errors. */
async function firefoxDevice() {
  const context = await firefox.createBrowserContext();
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}

const chromiumDevice = () => device(live.browser);
const badge = (page) => page.evaluate(() => document.getElementById('remote-live').textContent);
/** The engine a page runs in, from its user agent (Firefox's names no Chrome, Chromium's no Firefox). */
const engine = async (page) => {
  const agent = await page.evaluate(() => navigator.userAgent);
  return /Firefox\/\d/.test(agent) ? 'Firefox' : /Chrome\/\d/.test(agent) ? 'Chromium' : agent;
};

for (const [inviter, friend, makeInviter, makeFriend] of [
  ['Chromium', 'Firefox', chromiumDevice, firefoxDevice],
  ['Firefox', 'Chromium', firefoxDevice, chromiumDevice],
]) {
  test(`${inviter} invites, ${friend} accepts: a live Senet game goes both ways, and both hold the same game`, { skip }, async () => {
    const devices = async () => [await makeInviter(), await makeFriend()];
    const { game, states: [sa, sb] } = await gameAt('senet', 'random', MESSAGES, { devices });
    const { a, b } = game;
    assert.deepEqual([await engine(a.page), await engine(b.page)], [inviter, friend]);
    assert.equal(sa.messages, MESSAGES);
    assert.equal(sb.messages, MESSAGES);
    assert.equal(sa.record, sb.record, 'both devices hold the same game');
    assert.deepEqual([sa.person, sb.person], ['i', 'j']);
    // Throws in both directions: each message is a turn, and every turn begins with one.
    assert.ok((sa.record.match(/\bd\d/g) ?? []).length >= MESSAGES - 2, sa.record);
    for (const { page } of [a, b]) {
      assert.equal(await badge(page), '● Live');
      assert.ok(await boardDrawn(page), 'the board is drawn');
      assert.equal((await state(page)).relay, live.broker.relay);
    }
    assert.deepEqual([...a.errors, ...b.errors], []);
    await closeGame(game);
  });
}
