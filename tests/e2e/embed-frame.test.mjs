// embed.html's protocol with the page that frames it: events posted as { type, … } besides the
// record string, quintet-play and quintet-goto obeyed, bad messages ignored or answered with
// quintet-error, and the puzzle options as query options; for every game id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_IDS } from './harness.mjs';
import { embedSetup, POSITIONS, boardsReady } from './embed-host.mjs';

const ctx = embedSetup();

const COLLECT = `<script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>`;

/** A host page with one iframe per [id, src]; resolves when every board is drawn. */
async function frames(list, height = 420) {
  const body = list.map(([id, src]) => `<iframe id="${id}" src="${ctx.dist.url}${src}" width="640" height="${height}"></iframe>`).join('');
  const opened = await ctx.host.open(ctx.browser, COLLECT + body, { width: 1000, height: 900 });
  for (const [id] of list) {
    const frame = await (await opened.page.waitForSelector(`#${id}`)).contentFrame();
    await frame.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  }
  return opened;
}

const post = (page, id, message) => page.evaluate(([i, m]) => document.getElementById(i).contentWindow.postMessage(m, '*'), [id, message]);
const got = (page) => page.evaluate(() => window.got);

test('every game id: quintet-play is obeyed and answered with a typed quintet-move and the record', async () => {
  const probe = await ctx.host.open(ctx.browser, `<script type="module" src="${ctx.dist.url}quintet-board.js"></script>${GAME_IDS.map((id) =>
    `<quintet-board id="${id}" record="${POSITIONS[id][0][0]}"></quintet-board>`).join('')}`);
  await boardsReady(probe.page);
  const first = await probe.page.evaluate((ids) => Object.fromEntries(ids.map((id) =>
    [id, document.getElementById(id).legalMoves()[0].notation])), GAME_IDS);
  await probe.page.close();
  for (const id of GAME_IDS) {
    const record = POSITIONS[id][0][0];
    const { page, errors } = await frames([['f', `embed.html#${record}`]]);
    await page.waitForFunction((r) => window.got.includes(r), record);
    await post(page, 'f', { type: 'quintet-play', notation: first[id] });
    await page.waitForFunction(() => window.got.some((m) => m?.type === 'quintet-move'));
    const messages = await got(page);
    const move = messages.find((m) => m?.type === 'quintet-move');
    assert.equal(move.move, first[id], id);
    assert.equal(move.record, `${record}${record.includes(';') ? ',' : ';'}${first[id]}`, id);
    assert.match(move.seat, /^(south|west|north|east)$/, id);
    assert.equal(typeof move.position, 'string', id);
    assert.equal(move.ply, move.record.split(';')[1].split(',').length, id);
    // The plain record string still follows each change, for pages written before the events.
    await page.waitForFunction((r) => window.got.includes(r), move.record);
    const inner = page.frames().find((f) => f.url().includes('embed.html'));
    assert.equal(await inner.evaluate(() => decodeURIComponent(location.hash.slice(1))), move.record, id);
    assert.deepEqual(errors, [], id);
    await page.close();
  }
});

test('quintet-goto shows an earlier position; bad messages are answered or ignored, never thrown', async () => {
  const { page, errors } = await frames([['f', 'embed.html?controls=1#senet;d2,11-13,d3']]);
  const inner = page.frames().find((f) => f.url().includes('embed.html'));
  const label = () => inner.evaluate(() => document.querySelector('canvas').getAttribute('aria-label'));
  const live = await label();
  await post(page, 'f', { type: 'quintet-goto', ply: 1 });
  await inner.waitForFunction(() => !document.querySelector('[data-cmd="first"]').disabled
    && !document.querySelector('[data-cmd="last"]').disabled);
  assert.notEqual(await label(), live, 'an earlier position is shown');
  for (const message of [
    { type: 'quintet-play', notation: 5 },
    { type: 'quintet-play', notation: '<img src=x onerror=alert(1)>' },
    { type: 'quintet-goto', ply: 'x' },
    { type: 'quintet-goto', ply: -3 },
  ]) {
    await post(page, 'f', message);
  }
  await page.waitForFunction(() => window.got.filter((m) => m?.type === 'quintet-error').length === 4);
  const errorsSent = (await got(page)).filter((m) => m?.type === 'quintet-error');
  for (const m of errorsSent) assert.ok(typeof m.message === 'string' && m.message.length > 5, JSON.stringify(m));
  // Not for the board: ignored without a word.
  for (const message of [{ type: 'other-library' }, { evil: true }, null, 42, ['quintet-play'], 'not a record']) {
    await post(page, 'f', message);
  }
  await post(page, 'f', { type: 'quintet-goto', ply: 99 });
  await inner.waitForFunction(() => document.querySelector('[data-cmd="last"]').disabled);
  await page.waitForTimeout(200);
  assert.equal((await got(page)).filter((m) => m?.type === 'quintet-error').length, 4);
  assert.equal(await inner.locator('img').count(), 0, 'message text never becomes HTML');
  assert.equal(await inner.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'senet;d2,11-13,d3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('messages from a window other than the parent are ignored', async () => {
  const { page } = await frames([['f', 'embed.html#senet;d2']]);
  // A second iframe on the page (another window) tries to drive the board.
  await page.evaluate((url) => new Promise((ok) => {
    const other = document.createElement('iframe');
    other.src = `${url}embed.html#senet`;
    other.onload = ok;
    document.body.append(other);
  }), ctx.dist.url);
  const other = page.frames().find((f) => f.url().endsWith('embed.html#senet') && f !== page.mainFrame());
  await other.evaluate(() => window.parent.frames[0].postMessage({ type: 'quintet-play', notation: '11-13' }, '*'));
  await page.waitForTimeout(300);
  const inner = page.frames().find((f) => f.url().includes('embed.html#senet;d2'));
  assert.equal(await inner.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'senet;d2');
  await page.close();
});

test('the puzzle options work as query options', async () => {
  const query = 'solution=11-13&prompt=Find%20the%20safe%20move&controls=1';
  const { page, errors } = await frames([['f', `embed.html?${query}#senet;d2`]], 480);
  const inner = page.frames().find((f) => f.url().includes('embed.html'));
  assert.equal(await inner.textContent('.quintet-prompt'), 'Find the safe move');
  await post(page, 'f', { type: 'quintet-play', notation: '8-10' });
  await inner.waitForFunction(() => document.querySelector('.quintet-feedback').textContent === 'Not this one.');
  await post(page, 'f', { type: 'quintet-play', notation: '11-13' });
  await page.waitForFunction(() => window.got.some((m) => m?.type === 'quintet-solved'));
  const types = (await got(page)).filter((m) => typeof m === 'object').map((m) => m.type);
  assert.deepEqual(types, ['quintet-wrong', 'quintet-move', 'quintet-solved'], 'the wrong move sent quintet-wrong only');
  assert.deepEqual((await got(page)).find((m) => m?.type === 'quintet-wrong'),
    { type: 'quintet-wrong', move: '8-10', tries: 1, message: 'Not this one.' });
  assert.equal(await inner.textContent('.quintet-feedback'), 'Solved in 2 tries.');
  const fits = await inner.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
  assert.ok(fits, 'prompt, board, feedback and buttons fit the frame');
  assert.deepEqual(errors, []);
  await page.close();
});
