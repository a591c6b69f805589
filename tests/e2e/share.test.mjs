// Sharing: links to a position and to a whole game; a game link opens with replay controls that
// never alter the record; "Play from here" continues from the shown position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, address } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const game = 'senet;d2,11-13,d3,9-12,d1,13-14';

test('a game link opens at the end with replay controls that never alter the record', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#${game}`);
  assert.equal(await page.inputValue('#scrub'), '6');
  await page.click('#first');
  assert.match(await page.textContent('#status'), /starting position/);
  await page.click('#forward');
  await page.click('#forward');
  assert.match(await page.textContent('#status'), /after move 2/);
  await page.click('#back');
  assert.match(await page.textContent('#status'), /after move 1/);
  await page.locator('#scrub').fill('4');
  assert.match(await page.textContent('#status'), /after move 4/);
  assert.equal(await record(page), game, 'stepping never alters the record');
  await page.click('#last');
  assert.doesNotMatch(await page.textContent('#status'), /Looking/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('"Play from here" continues from the shown position', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#${game}`);
  await page.locator('#scrub').fill('3');
  await page.click('#play-here');
  assert.equal(await record(page), 'senet;d2,11-13,d3');
  assert.ok(await page.locator('#throw').isDisabled(), 'White must move its 3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('share links open the same position or the same game', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#${game}`);
  await page.click('#share-game');
  const gameLink = await page.inputValue('#share-link');
  // The compact form, shorter than the plain record (tests/e2e/compact.test.mjs).
  assert.ok(gameLink.endsWith('#senet~1BiUA'), gameLink);
  const { page: same } = await openPage(browser, gameLink);
  assert.equal(await record(same), game, 'the game link opens the same game');
  await same.close();
  await page.click('#share-position');
  const positionLink = await page.inputValue('#share-link');
  const { page: other } = await openPage(browser, positionLink);
  const position = await record(other);
  assert.match(position, /^senet:[^;]+$/, 'a position link has no moves');
  assert.equal(await other.textContent('#status'), await page.textContent('#status'));
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('the address bar is written when the record changes, never again with the same address', async () => {
  // Counts the page's history writes: the start of a page whose address already says its game
  // makes none (a same-document navigation costs a slow phone milliseconds: issue 20).
  const counting = () => {
    window.__writes = 0;
    for (const name of ['replaceState', 'pushState']) {
      const write = history[name].bind(history);
      history[name] = (...args) => { window.__writes += 1; return write(...args); };
    }
  };
  const open = async (hash) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.addInitScript(counting);
    await page.goto(`${server.url}${hash}`);
    await page.waitForFunction(() => window.quintetTest !== undefined);
    return { page, errors };
  };
  const writes = (page) => page.evaluate(() => window.__writes);

  const { page, errors } = await open('#seesaw');
  assert.equal(await writes(page), 0, 'the start wrote the address it had read');
  assert.equal(await page.evaluate(() => location.hash), '#seesaw');
  await page.click('#flip');
  assert.equal(await writes(page), 0, 'turning the board changes no address');
  const [notation] = (await page.evaluate(() => window.quintetTest.legal()))[0];
  await page.fill('#typed-move', notation);
  await page.press('#typed-move', 'Enter');
  await page.waitForFunction(() => document.getElementById('record').textContent !== 'seesaw');
  assert.equal(await writes(page), 1, 'one move, one write');
  assert.equal(await address(page), await record(page), 'the address bar has the new record');
  assert.deepEqual(errors, []);
  await page.close();

  // A page opened without a game in its address still gets one.
  const { page: bare } = await open('');
  assert.equal(await bare.evaluate(() => location.hash), '#senet');
  assert.equal(await writes(bare), 1);
  await bare.close();
});
