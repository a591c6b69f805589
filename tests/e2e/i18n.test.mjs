// Languages: the page in English, French, Spanish and German — chosen by the browser, by the
// link's ?lang= and by the setting (remembered), switched mid-game without losing it — and the
// pseudo-locale ?lang=qps, in which every word the page shows must come from the catalog
// (bracketed) and nothing may overflow a 360 px screen (checks in pseudo.mjs): for every game id,
// the page after a few actions (status, move list, ceremony card, messages, a hint and the
// win-chance bar), the rules, the new-game dialogue, Your games and the result card of a
// finished game; the game review (chart, figures, verdict, key moments) of two finished games. The embeds and the
// position editor in the pseudo-locale are in i18n-embed.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { serve, launch, record, playStep, resize, GAME_IDS } from './harness.mjs';
import { uncatalogued, overflowing } from './pseudo.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens `path` in a fresh context whose browser prefers `locale`; collects console errors. */
async function open(path, { locale = 'en-US', viewport = { width: 1280, height: 800 }, serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce', serviceWorkers });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  return { page, errors, context };
}

const lang = (page) => page.evaluate(() => document.documentElement.lang);
const text = (page, selector) => page.evaluate((s) => document.querySelector(s).textContent, selector);
const boardLabel = (page) => page.getAttribute('#board', 'aria-label');

/** Per language: the New game button's word, the Senet board's description, the hint's verb. */
const WORDS = {
  en: { newGame: 'New game', board: 'Game board: Senet', toMove: ' to move ' },
  fr: { newGame: 'Nouvelle partie', board: 'Plateau de jeu\u00a0: Senet', toMove: ' joue ' },
  es: { newGame: 'Partida nueva', board: 'Tablero de juego: Senet', toMove: ' mueve ' },
  de: { newGame: 'Neues Spiel', board: 'Spielbrett: Senet', toMove: ' zieht ' },
};

test('the browser, the link and the setting choose the language; an unknown one is English', async () => {
  let { page, errors, context } = await open('#senet', { locale: 'fr-CA' });
  assert.equal(await lang(page), 'fr');
  assert.equal(await text(page, '#new-game .word'), WORDS.fr.newGame);
  await context.close();

  ({ page, errors, context } = await open('?lang=de#senet', { locale: 'fr-FR' }));
  assert.equal(await lang(page), 'de', 'the link wins over the browser');
  assert.equal(await page.getAttribute('#flip', 'aria-label'), 'Brett drehen');
  await context.close();

  ({ page, errors, context } = await open('?lang=xx#senet', { locale: 'nl-NL' }));
  assert.equal(await lang(page), 'en');
  assert.equal(await text(page, '#new-game .word'), WORDS.en.newGame);
  assert.equal(await text(page, '#message'), '', 'no message for an unknown language');
  assert.deepEqual(errors, []);

  // The setting, remembered: the next visit without ?lang= opens in Spanish.
  await page.selectOption('#language', 'es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.equal(await text(page, '#new-game .word'), WORDS.es.newGame);
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await lang(page), 'es');
  assert.equal(await page.inputValue('#language'), 'es');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link\'s ?lang= follows the setting, and the record and the other options stay', async () => {
  const { page, errors, context } = await open('?lang=fr&pace=0#senet;d2,11-13');
  await page.selectOption('#language', 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('lang'), 'de');
  assert.equal(url.searchParams.get('pace'), '0');
  assert.equal(await record(page), 'senet;d2,11-13');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const code of Object.keys(WORDS)) {
  test(`${code}: a few Senet actions, with the status, the board and the move list in ${code}`, async () => {
    const words = WORDS[code];
    const { page, errors, context } = await open(`?lang=${code}&seed=3#senet`);
    assert.equal(await lang(page), code);
    assert.ok((await boardLabel(page)).startsWith(words.board), await boardLabel(page));
    const moves = () => page.locator('#moves li').count();
    const before = await moves();
    // Throw: the status names the throw to move with, in this language's words.
    await playStep(page);
    const status = await text(page, '#status');
    assert.ok(status.includes(words.toMove), `${code}: ${status}`);
    // A move and the next throw; the move list grows and the board is still described.
    await playStep(page);
    await playStep(page);
    assert.ok(await moves() > before, 'the move list grew');
    assert.ok((await boardLabel(page)).startsWith(words.board));
    assert.equal(await text(page, '#new-game .word'), words.newGame);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('switching the language mid-game keeps the game and redraws everything', async () => {
  const { page, errors, context } = await open('?seed=5#senet');
  for (let i = 0; i < 4; i++) await playStep(page);
  const game = await record(page);
  const picture = await page.evaluate(() => document.getElementById('board').toDataURL());
  await page.selectOption('#language', 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await record(page), game);
  assert.ok((await boardLabel(page)).startsWith(WORDS.de.board));
  // The canvas captions (the trays, the throw's note) are drawn again in German.
  const redrawn = await page.evaluate(() => document.getElementById('board').toDataURL());
  assert.notEqual(redrawn, picture, 'the board was redrawn');
  assert.equal(await page.getAttribute('#board', 'aria-label') !== null, true);
  // The rules come in German too.
  // The German rules are fetched when the dialog opens: wait for them (a timeout fails).
  await page.click('#rules');
  await page.waitForFunction(() => /Wurfhölzer/.test(document.querySelector('#rules-body').textContent));
  await page.click('#rules-close');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the single file speaks every language with no network, rules included', async () => {
  const context = await browser.newContext({ offline: true, locale: 'es-ES' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const file = fileURLToPath(new URL('../../dist/quintet.html', import.meta.url));
  await page.goto(`file://${file}#zanstrekt`);
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.equal(await text(page, '#new-game .word'), WORDS.es.newGame);
  for (const code of ['fr', 'de', 'en']) {
    await page.selectOption('#language', code);
    await page.waitForFunction((c) => document.documentElement.lang === c, code);
    assert.equal(await text(page, '#new-game .word'), WORDS[code].newGame);
    await page.click('#rules');
    await page.waitForSelector('#rules-dialog[open] #rules-body figure');
    const body = await text(page, '#rules-body');
    assert.match(body, { fr: /réserve/, de: /Vorrat/, en: /pool/ }[code]);
    // The example boards are <quintet-board>s, carried inline with their wasm (issue 37), drawn
    // in the page's language.
    await page.waitForFunction((c) => [...document.querySelectorAll('#rules-body quintet-board')]
      .every((b) => b.shadowRoot?.querySelector('canvas')?.width > 0 && b.shadowRoot.firstChild.lang === c), code);
    await page.click('#rules-close');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules dialog says so when its texts cannot be fetched, and opens them later', async () => {
  // No service worker to answer from its cache: the network's failure reaches the page.
  const { page, errors, context } = await open('?lang=fr#arces', { serviceWorkers: 'block' });
  await page.route('**/lang/fr-rules.ftl', (route) => route.abort());
  await page.click('#rules');
  await page.waitForSelector('#rules-dialog[open]');
  assert.match(await text(page, '#rules-body'), /pas pu être chargées/);
  await page.click('#rules-close');
  await page.unroute('**/lang/fr-rules.ftl');
  await page.click('#rules');
  await page.waitForSelector('#rules-dialog[open] #rules-body figure');
  assert.match(await text(page, '#rules-body'), /bille/);
  // A failed fetch is the network's error in the console, not the page's.
  assert.deepEqual(errors.filter((e) => !e.includes('Failed to load')), []);
  await context.close();
});

// --- pseudo-locale -----------------------------------------------------------------------------

/**
 * Not words: the record (notation), the dice rows (numbers and throws) and the language picker,
 * whose names are each language's own.
 */
const SKIPPED = ['#record', '#dice-rows', '#language'];

/** A finished game of each id (tests/endings.txt), for the result card. */
const ENDINGS = readFileSync(new URL('../endings.txt', import.meta.url), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));

for (const id of GAME_IDS) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
    test(`qps ${id} at ${viewport.width} px: every word from the catalog, nothing overflowing`, async () => {
      // Played at 1280 px, where the harness's clicks reach the board, then looked at in the size tested.
      const { page, errors, context } = await open(`?lang=qps&seed=4#${id}`);
      assert.equal(await lang(page), 'qps');
      const check = async (what) => {
        assert.deepEqual(await uncatalogued(page, SKIPPED), [], what);
        assert.deepEqual(await overflowing(page), [], what);
      };
      // The opening ceremony's card, where the game has one, then the page after a few actions.
      await page.setViewportSize(viewport);
      await check('the page');
      if (await page.locator('#opening-play').isVisible()) await page.click('#opening-play');
      await resize(page, { width: 1280, height: 800 });
      for (let i = 0; i < 4; i++) await playStep(page);
      // Analysis: the win-chance bar and a hint, in words from the catalog too.
      await page.check('#analysis-switch');
      await page.click('#hint');
      await page.waitForFunction(() => document.getElementById('hint-text').textContent !== ''
        && document.getElementById('chance-text').textContent !== '', null, { timeout: 60_000 });
      await page.setViewportSize(viewport);
      await check('the page after a few actions, with a hint and the win-chance bar');
      await page.click('#rules');
      await page.waitForFunction(() => document.querySelectorAll('#rules-body p').length > 2);
      await check('the rules');
      await page.click('#rules-close');
      await page.click('#new-game');
      await check('the new-game dialogue');
      await page.click('#new-cancel');
      await page.click('#games');
      await page.waitForSelector('#games-dialog[open]');
      await check('Your games');
      await page.click('#games-close');
      // A finished game: the result card.
      await page.goto(`${server.url}?lang=qps#${ENDINGS.find(([i]) => i === id)[2]}`);
      await page.waitForFunction(() => window.quintetTest !== undefined);
      await page.locator('#result').waitFor({ state: 'visible' });
      await check('the result card');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
  test(`qps game review at ${viewport.width} px: chart, figures, verdict and key moments from the catalog`, async () => {
    // Arsisesi B reviews exactly and at once; Seesaw side 4 by search, with its progress.
    for (const id of ['arsisesi-b', 'seesaw-4']) {
      const game = ENDINGS.find(([i]) => i === id)[2];
      const { page, errors, context } = await open(`?lang=qps&review=1#${encodeURIComponent(game)}`, { viewport });
      await page.waitForSelector('#review-results:not([hidden])', { timeout: 120_000 });
      // The chart's points are named for screen readers: their names must be catalogued too.
      const names = await page.locator('#review-points button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
      assert.ok(names.length > 1 && names.every((n) => n.includes('[') && n.includes(']')), `${id}: ${names[1]}`);
      assert.deepEqual(await uncatalogued(page, SKIPPED), [], `${id}: the review`);
      assert.deepEqual(await overflowing(page), [], `${id}: the review`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test('the position editor speaks the chosen language; the game page leaves its words out', async () => {
  const cases = [
    { path: 'editor.html?lang=fr#senet', locale: 'en-US', code: 'fr', undo: 'Annuler', erase: 'Effacer',
      bad: "Impossible d'ouvrir ce texte.", reason: "aucun jeu ne s'appelle" },
    { path: 'editor.html#senet', locale: 'de-DE', code: 'de', undo: 'Rückgängig', erase: 'Löschen',
      bad: 'Das lässt sich nicht öffnen.', reason: 'es gibt kein Spiel namens' },
  ];
  for (const c of cases) {
    const context = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${server.url}${c.path}`);
    await page.waitForFunction(() => window.quintetEditorTest !== undefined);
    assert.equal(await lang(page), c.code);
    assert.equal((await text(page, '#editor-undo')).trim(), c.undo, 'static text (data-l10n)');
    assert.ok(await page.locator('#palette').getByRole('button', { name: c.erase, exact: true }).count() === 1,
      'the palette, written by the editor\'s wasm');
    await page.fill('#editor-paste', 'chess');
    await page.click('#editor-load');
    const message = await text(page, '#editor-message');
    assert.ok(message.startsWith(c.bad) && message.includes(c.reason), message);
    assert.deepEqual(errors, []);
    await context.close();
  }
  // The game page in French fetches French, but not the editor's French words.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined && document.documentElement.lang === 'fr');
  assert.ok(fetched.some((p) => p.endsWith('/lang/fr.ftl')), fetched.join(' '));
  assert.ok(!fetched.some((p) => p.endsWith('-editor.ftl')), fetched.join(' '));
  await context.close();
});
