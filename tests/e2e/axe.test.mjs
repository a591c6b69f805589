// axe-core (WCAG 2.1 A and AA, and best practices) on every page a person meets (issue 21): the
// game page for every game id in the light and dark schemes, with the accessible board focused
// and the legal moves open, with each dialog open; embed.html, <quintet-board> and the editor.
// Zero violations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { serve, launch, GAME_IDS } from './harness.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A page in `scheme`, opened at `path`, once `ready` holds. */
async function open(path, scheme, ready) {
  // axe finishes its run in a page of the same context (browser.newPage has none to share).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(ready);
  return { page, errors };
}

/** axe's violations on the page, one line each: rule, impact, the elements. */
async function violations(page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const gameReady = () => window.quintetTest !== undefined;

for (const scheme of ['light', 'dark']) {
  test(`the page in the ${scheme} scheme, every game id, accessible board focused`, { timeout: 300_000 }, async () => {
    const { page, errors } = await open('?pace=0&seed=3#senet', scheme, gameReady);
    for (const id of GAME_IDS) {
      await page.evaluate((gid) => { location.hash = gid; }, id);
      await page.waitForFunction((gid) => location.hash.slice(1).startsWith(gid), id);
      await page.focus('[role=gridcell][tabindex="0"]');
      await page.keyboard.press('ArrowRight');
      await page.evaluate(() => { document.getElementById('legal-box').open = true; });
      assert.deepEqual(await violations(page), [], `${id}, ${scheme}`);
    }
    // A typed move that is not legal: the error under the field.
    await page.fill('#typed-move', 'zz');
    await page.press('#typed-move', 'Enter');
    assert.notEqual(await page.locator('#typed-error').textContent(), '');
    assert.deepEqual(await violations(page), [], `typed error, ${scheme}`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`each dialog open, ${scheme}`, { timeout: 120_000 }, async () => {
    const { page, errors } = await open('?pace=0#arces', scheme, gameReady);
    const openers = await page.$$eval('[aria-haspopup=dialog]', (bs) => bs.map((b) => `#${b.id}`));
    assert.ok(openers.length >= 2, openers.join());
    for (const opener of openers) {
      await page.click(opener);
      await page.waitForSelector('dialog[open]');
      assert.deepEqual(await violations(page), [], `${opener}, ${scheme}`);
      await page.evaluate(() => document.querySelector('dialog[open]').close());
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test(`embed.html, <quintet-board> and the editor, ${scheme}`, { timeout: 120_000 }, async () => {
    for (const [path, ready] of [
      ['embed.html#seesaw', () => document.querySelector('#embed canvas')?.width > 0],
      ['embed-example.html', () => document.querySelector('quintet-board')?.shadowRoot?.querySelector('[role=grid]') !== null],
      ['editor.html#arces', () => document.querySelector('canvas') !== null],
    ]) {
      const { page, errors } = await open(path, scheme, ready);
      const cell = path.startsWith('editor') ? null : page.locator('[role=gridcell][tabindex="0"]').first();
      if (cell) await cell.focus();
      assert.deepEqual(await violations(page), [], `${path}, ${scheme}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });
}
