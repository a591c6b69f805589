// The position editor's fields and controls as a newcomer uses them (issue 37): a number typed
// and not committed (no Tab, no Enter) is the number used when the board is clicked next, in
// every number field of every game, and nothing panics (Seesaw's stack size used to:
// `RuntimeError: unreachable`); text that is no value yet is shown as such and put back; Copy
// buttons say "Copied"; the notation breaks only between its parts; a panic is said on the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

/** Opens the editor on `start` in `context` (a new one by default), with `query`. */
async function openEditor(start, { viewport = { width: 1280, height: 900 }, context = browser, query = '' } = {}) {
  const page = await context.newPage({ viewport });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}editor.html${query}#${start}`);
  // The hook comes before the board is mounted: wait for the page itself.
  await page.waitForFunction(() => window.quintetEditorTest !== undefined && window.quintetEditorTest.text() !== null);
  return { page, errors };
}

const text = (page) => page.evaluate(() => window.quintetEditorTest.text());
/** The value the setup uses for the field `key`. */
const used = (page, key) => page.evaluate((k) => window.quintetEditorTest.fields().find(([f]) => f === k)?.[1], key);
const input = (page, key) => page.locator(`#editor-fields input[data-field="${key}"]`);

/** Clicks the centre of a board spot. */
async function click(page, spot) {
  const center = await page.evaluate((s) => window.quintetEditorTest.spotCenter(s), spot);
  if (!center) throw new Error(`spot ${spot} has no place on the board`);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + center[0], box.y + center[1]);
}

/** Chooses the palette entry named `name`. */
const tool = (page, name) => page.locator('#palette').getByRole('button', { name, exact: true }).click();

/** Types `value` over the number field `key`, as a person does: no Tab, no Enter after it. */
async function typeInto(page, key, value) {
  const field = input(page, key);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  if (value === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(String(value));
}

/** A spot of the board the test may click with Highlight (which leaves the setup alone). */
async function someSpot(page) {
  return page.evaluate(() => {
    for (let s = 0; s < 200; s++) if (window.quintetEditorTest.spotCenter(s)) return s;
    return null;
  });
}

test('the issue\'s three fields: the number typed is the number used by the next click', async () => {
  // Seesaw: a stack of the size typed, and no panic.
  let { page, errors } = await openEditor('seesaw');
  await tool(page, 'South stack');
  await typeInto(page, 'stack-size', 3);
  await click(page, 27);
  assert.deepEqual(errors, [], 'no RuntimeError: the click did not panic');
  const typed = await text(page);
  await page.close();
  // The same, the size committed with Tab first: the same position.
  ({ page, errors } = await openEditor('seesaw'));
  await tool(page, 'South stack');
  await typeInto(page, 'stack-size', 3);
  await page.keyboard.press('Tab');
  await click(page, 27);
  assert.equal(typed, await text(page));
  assert.match(typed, /s3/, typed);
  assert.deepEqual(errors, []);
  await page.close();

  // Arcēs: turns played, then a click: the notation and the link say 12.
  ({ page, errors } = await openEditor('arces'));
  await tool(page, 'Highlight');
  await typeInto(page, 'turns', 12);
  await click(page, 24);
  assert.match(await text(page), /:12$/);
  assert.match(await page.inputValue('#export-link'), /:12$/);
  assert.equal(await input(page, 'turns').inputValue(), '12');
  assert.deepEqual(errors, []);
  await page.close();

  // Žanstrekt: South exited, and the wiki snippet follows.
  ({ page, errors } = await openEditor('zanstrekt'));
  await tool(page, 'Highlight');
  await typeInto(page, 'exited-s', 2);
  await click(page, 13);
  assert.match(await text(page), /:s2n0$/);
  assert.match(await page.inputValue('#snippet-wiki'), /s2n0/);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const id of GAME_IDS) {
  test(`${id}: every number field shows the value in use, typed, out of range or emptied`, async () => {
    const { page, errors } = await openEditor(id);
    // Seesaw's steps field exists while a capture is in progress: put a stack and start one.
    if (id.startsWith('seesaw')) {
      await tool(page, 'South stack');
      await click(page, await someSpot(page));
      await page.locator('#editor-fields select[data-field="chain"]').selectOption({ index: 1 });
    }
    const fields = await page.$$eval('#editor-fields input[type=number]',
      (els) => els.map((e) => ({ key: e.dataset.field, min: Number(e.min), max: Number(e.max) })));
    if (id.startsWith('senet')) assert.equal(fields.length, 0, 'Senet has no number field');
    else assert.ok(fields.length > 0, `${id} has number fields`);
    await tool(page, 'Highlight');
    const spot = await someSpot(page);
    for (const { key, min, max } of fields) {
      const now = await used(page, key);
      const value = now + 1 <= max ? now + 1 : now - 1;
      assert.ok(value >= min, `${key}: ${min}..${max}`);
      // Typed, then the board clicked: that value is in use, and shown.
      await typeInto(page, key, value);
      await click(page, spot);
      assert.equal(await used(page, key), value, `${id} ${key}: the typed value is used`);
      assert.equal(await input(page, key).inputValue(), String(value), `${id} ${key}`);
      // Above the range: the highest value is used at once, and the field says so.
      await typeInto(page, key, max + 5);
      assert.equal(await used(page, key), max, `${id} ${key}`);
      assert.equal(await input(page, key).inputValue(), String(max), `${id} ${key}`);
      // Emptied: no value yet, marked as such; the next click puts the value in use back.
      await typeInto(page, key, '');
      assert.equal(await input(page, key).evaluate((e) => e.matches(':invalid')), true, `${id} ${key}`);
      assert.equal(await used(page, key), max);
      await click(page, spot);
      assert.equal(await input(page, key).inputValue(), String(max), `${id} ${key}: shown again`);
      // Undo takes the typed number back as one change (the size of new stacks is the
      // palette's setting, no change to the position: Undo would take back the one before it).
      if (key === 'stack-size') continue;
      await page.click('#editor-undo');
      assert.equal(await input(page, key).inputValue(), String(await used(page, key)), `${id} ${key}`);
    }
    assert.deepEqual(errors, [], id);
    await page.close();
  });
}

test('a rebuilt list of fields never panics under a number being typed', async () => {
  // Each South stack put while South is to move adds a choice to "Capture in progress": the
  // fields are rebuilt under the focused stack size, whose change then fires at once.
  const { page, errors } = await openEditor('seesaw-4');
  await tool(page, 'South stack');
  for (const [size, spot] of [[2, 16], [5, 17], [4, 9]]) {
    await typeInto(page, 'stack-size', size);
    await click(page, spot);
  }
  await page.waitForTimeout(100);
  assert.deepEqual(errors, []);
  assert.equal(await used(page, 'stack-size'), 4);
  await page.close();
});

test('Copy buttons say Copied, or that the text is selected when the clipboard is refused', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page, errors } = await openEditor('senet', { context });
  for (const id of ['export-link', 'snippet-iframe', 'snippet-element', 'snippet-wiki']) {
    const button = page.locator(`[data-copy="${id}"]`);
    assert.equal(await button.textContent(), 'Copy');
    await button.click();
    await page.waitForFunction((i) => document.querySelector(`[data-copy="${i}"]`).textContent === 'Copied', id);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await page.inputValue(`#${id}`), id);
    assert.equal(await page.textContent('#editor-announce'), 'Copied');
  }
  await page.waitForFunction(() => document.querySelector('[data-copy="export-link"]').textContent === 'Copy',
    null, { timeout: 4000 });
  assert.deepEqual(errors, []);
  await context.close();

  const refused = await browser.newContext();
  await refused.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refused')) } });
  });
  const { page: other } = await openEditor('senet', { context: refused });
  await other.click('[data-copy="snippet-wiki"]');
  await other.waitForFunction(() => document.querySelector('[data-copy="snippet-wiki"]').textContent === 'Selected: copy it');
  const selection = await other.evaluate(() => {
    const area = document.getElementById('snippet-wiki');
    return [area.selectionStart, area.selectionEnd, area.value.length];
  });
  assert.deepEqual(selection, [0, selection[2], selection[2]], 'the whole snippet is selected');
  await refused.close();
});

test('the notation breaks only after its separators, never inside a word', async () => {
  const long = 'seesaw:...../....../......./......../Ss1Ss1.....Nn2Nn1/......../......./....../.....:n';
  const { page, errors } = await openEditor(long, { viewport: { width: 360, height: 640 } });
  assert.equal(await page.textContent('#editor-notation'), long);
  const lines = await page.$$eval('#editor-notation span', (spans) => spans.map((span) => {
    const range = document.createRange();
    range.selectNodeContents(span);
    return { text: span.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
  }));
  assert.ok(lines.length > 5, 'the notation is in parts');
  for (const part of lines) assert.equal(part.lines, 1, `"${part.text}" is cut across lines`);
  const tops = await page.$$eval('#editor-notation span', (spans) => new Set(spans.map((s) => Math.round(s.getBoundingClientRect().top))).size);
  assert.ok(tops > 1, 'it wraps on a phone');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a panic in the editor is said on the page with a Reload button, in the page\'s language', async () => {
  for (const [lang, words, reload] of [['', /^Quintet stopped on an unexpected error/, 'Reload'], ['fr', /^Quintet s'est arrêté/, 'Recharger']]) {
    const { page, errors } = await openEditor('senet', { query: lang ? `?lang=${lang}` : '' });
    if (lang) await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    // From a task of its own, as an event handler runs: the trap reaches the page's listener.
    const thrown = await page.evaluate(() => new Promise((resolve) => {
      addEventListener('error', (e) => resolve(String(e.error ?? e.message)), { once: true });
      setTimeout(() => window.quintetEditorTest.panic());
    }));
    assert.match(thrown, /unreachable/, 'the wasm stopped');
    const status = page.locator('#stopped');
    assert.ok(await status.isVisible());
    assert.match(await status.textContent(), words);
    assert.equal(await status.locator('button').textContent(), reload);
    // A second panic (the page's state is still lent out) leaves one message, one button.
    await click(page, 15).catch(() => {});
    assert.equal(await status.locator('button').count(), 1);
    await page.evaluate(() => { window.beforeReload = true; });
    await Promise.all([page.waitForNavigation(), status.locator('button').click()]);
    await page.waitForFunction(() => window.quintetEditorTest !== undefined);
    assert.equal(await page.evaluate(() => window.beforeReload ?? false), false, 'reloaded');
    assert.ok(errors.some((e) => /unreachable/.test(e)), 'the console has the error too');
    await page.close();
  }
});
