// Your games: a game in progress survives every link opened after it, a reload resumes the same
// game, two tabs keep their own games, unreadable items are kept and listed, the first
// version's games are carried over, and full or missing storage gives one notice while play
// goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, record, playStep } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A page in `context` that records errors, opened at `url`. */
async function open(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(url);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  return { page, errors };
}

/** Loads `url` anew in `page` (a real navigation, not a hash change). */
async function load(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.quintetTest !== undefined);
}

/** The saved games' items, parsed: [{ key, record, state }] (unreadable ones as { key, text }). */
function saved(page) {
  return page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.startsWith('quintet.v2.game.'))
    .map((k) => {
      const text = localStorage.getItem(k);
      const record = /\nrecord (.*)\n/.exec(text)?.[1];
      const state = /\nstate (\w+)\n/.exec(text)?.[1];
      return record === undefined ? { key: k, text } : { key: k, record, state };
    }));
}

/** The rows of the Your games list: { title, status, detail, current } per game. */
async function listed(page) {
  await page.click('#games');
  const rows = await page.locator('#games-body .saved-list li:not(.unreadable)').evaluateAll((items) =>
    items.map((li) => ({
      text: li.querySelector('.saved-info').textContent,
      current: li.querySelector('.badge') !== null,
      key: li.querySelector('[data-delete]').getAttribute('data-delete'),
    })));
  return rows;
}

const closeList = (page) => page.click('#games-close');

test('a game in progress survives links opened after it, valid, invalid and bare', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, errors } = await open(context, `${server.url}?seed=3#senet`);
  for (let i = 0; i < 6; i++) await playStep(page);
  const played = await record(page);
  const links = ['#seesaw', '#senet', '#senet;d2,11-13', '#senet;d9,zz', '#arces;e1-e2', '#nonsense',
    `#senet;${'x'.repeat(5000)}`];
  for (const link of links) {
    // Both ways a link arrives: typed into this tab (a hash change) and opened afresh.
    await page.evaluate((h) => { location.hash = h; }, link);
    await page.waitForTimeout(50);
    await load(page, `${server.url}?again=1${link}`);
    const games = await saved(page);
    assert.deepEqual(games.map((g) => g.record), [played], `after ${link.slice(0, 30)}`);
  }
  // The list offers it; Resume brings it back exactly.
  const rows = await listed(page);
  assert.equal(rows.length, 1);
  assert.match(rows[0].text, /Senet/);
  await page.click(`#games-body [data-open="${rows[0].key}"]`);
  assert.equal(await record(page), played);
  assert.ok(await page.locator('#games-dialog').evaluate((d) => !d.open), 'the list closed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload resumes the same game, and moves, undo and play-from-here keep one item', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, errors } = await open(context, `${server.url}?seed=5#zanstrekt`);
  for (let i = 0; i < 5; i++) await playStep(page);
  const first = await record(page);
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await record(page), first, 'the address bar reopens the same game');
  for (let i = 0; i < 3; i++) await playStep(page);
  await page.click('#undo');
  await page.click('#redo');
  await page.click('#moves [data-view="2"]');
  await page.click('#play-here');
  const now = await record(page);
  const games = await saved(page);
  assert.equal(games.length, 1, JSON.stringify(games));
  assert.equal(games[0].record, now);
  // With no link at all, the game this tab showed comes back.
  await load(page, server.url);
  assert.equal(await record(page), now);
  assert.equal((await saved(page)).length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an untouched new game or a link nobody played in is not saved', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, errors } = await open(context, `${server.url}#seesaw`);
  await load(page, `${server.url}#senet;d2,11-13`);
  await page.click('#new-game');
  await page.click('#new-start');
  assert.deepEqual(await saved(page), []);
  await page.click('#games');
  assert.match(await page.textContent('#games-body'), /No saved games yet/);
  await closeList(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs keep their own games', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const a = await open(context, `${server.url}?seed=7#seesaw-4`);
  await playStep(a.page);
  // A second tab with no link resumes the latest unfinished game, the same item as tab A.
  const b = await open(context, server.url);
  assert.equal(await record(b.page), await record(a.page));
  await playStep(b.page, (legal) => legal[legal.length - 1]);
  await playStep(a.page, (legal) => legal[0]);
  const records = (await saved(a.page)).map((g) => g.record).sort();
  assert.deepEqual(records, [await record(a.page), await record(b.page)].sort(), 'both games kept');
  assert.notEqual(await record(a.page), await record(b.page));
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

test('unreadable saved games are kept, listed, copied and deleted only when asked', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, errors } = await open(context, `${server.url}#senet`);
  const half = 'quintet saved game 2\ngame senet\nplayers \nsouth 1\nplayed 5\nstate playing\nrecord senet;d2,11-';
  await page.evaluate((half) => {
    localStorage.setItem('quintet.v2.game.half', half);
    localStorage.setItem('quintet.v2.game.foreign', '{"board": [1, 2, 3]}');
  }, half);
  await load(page, `${server.url}#senet`);
  await page.click('#games');
  const body = await page.textContent('#games-body');
  assert.match(body, /Could not be read/);
  const texts = await page.locator('#games-body textarea').evaluateAll((as) => as.map((a) => a.value).sort());
  assert.deepEqual(texts, [half, '{"board": [1, 2, 3]}'].sort());
  await page.click('#games-body li.unreadable:first-child [data-copy]');
  assert.match(await page.textContent('#games-body li.unreadable:first-child [data-copy]'), /Copied/);
  // Delete asks once more.
  const remove = '#games-body [data-delete="foreign"]';
  await page.click(remove);
  assert.ok(await page.evaluate(() => localStorage.getItem('quintet.v2.game.foreign') !== null));
  await page.click(remove);
  assert.equal(await page.evaluate(() => localStorage.getItem('quintet.v2.game.foreign')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('quintet.v2.game.half')), half);
  assert.deepEqual(errors, []);
  await context.close();
});

test('games saved by the first version are carried over without loss', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, errors } = await open(context, `${server.url}#senet`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('quintet.v1.game.senet', 'senet;d2,11-13');
    localStorage.setItem('quintet.v1.game.seesaw', 'seesaw;e1-e2');
    localStorage.setItem('quintet.v1.game.arces', 'arces;zz-99');
    localStorage.setItem('quintet.v1.last', 'seesaw');
    localStorage.setItem('quintet.v1.setting.show-targets', '0');
  });
  await load(page, server.url);
  assert.equal(await record(page), 'seesaw;e1-e2', 'the game played last is resumed');
  const games = await saved(page);
  assert.deepEqual(games.filter((g) => g.record).map((g) => g.record).sort(),
    ['arces;zz-99', 'seesaw;e1-e2', 'senet;d2,11-13']);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(!keys.some((k) => k.startsWith('quintet.v1.game.') || k === 'quintet.v1.last'), keys.join());
  assert.ok(!(await page.isChecked('#show-targets')), 'settings keep their keys');
  await page.click('#games');
  assert.match(await page.textContent('#games-body'), /Could not be read/);
  assert.match(await page.inputValue('#games-body textarea'), /\nrecord arces;zz-99\n/);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [kind, script] of [
  ['full', () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('quintet.v2.game.')) throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  }],
  ['missing', () => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('no', 'SecurityError'); } });
  }],
]) {
  test(`storage that is ${kind}: one plain notice, and play goes on`, async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(script);
    const { page, errors } = await open(context, `${server.url}?seed=2#senet`);
    assert.equal(await page.textContent('#notice'), '');
    const notices = [];
    for (let i = 0; i < 6; i++) {
      await playStep(page);
      notices.push(await page.textContent('#notice'));
    }
    assert.match(notices[0], /not keeping your games/);
    assert.ok(notices.every((n) => n === notices[0]), 'the same notice, not one per move');
    assert.equal((await record(page)).split(',').length, 6, 'six decisions played');
    await page.click('#games');
    assert.match(await page.textContent('#games-body'), /No saved games yet/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
