// What a wiki author tripped over in the embeds (issue 37): an attribute added after the board
// loaded, a language whose file the host does not share (no CORS header for lang/*), a German
// board's first error, the board's label, and the example page's words and log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serve } from './harness.mjs';
import { embedSetup, shadowText, boardsReady, LISTEN } from './embed-host.mjs';

const ctx = embedSetup();

const errorsOf = (page, id) => page.evaluate((i) => window.events
  .filter((e) => e.type === 'quintet-error' && (!i || e.id === i)).map((e) => e.detail.message), id);

test('an attribute added after the board loaded is named in the note and sent as a quintet-error', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="b" record="senet;d2" bogus="1"></quintet-board>`);
  await boardsReady(page);
  assert.deepEqual(await errorsOf(page), ["Board options: 'bogus' is not an option; left out."]);
  await page.evaluate(() => document.getElementById('b').setAttribute('bogus2', 'x'));
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'quintet-error').length === 2);
  const note = "Board options: 'bogus' is not an option; left out; 'bogus2' is not an option; left out.";
  assert.equal(await shadowText(page, 'b', '.quintet-note'), note);
  assert.equal((await errorsOf(page))[1], note);
  // Attributes any element may carry are not options; removing the unknown one clears it.
  await page.evaluate(() => {
    const el = document.getElementById('b');
    el.setAttribute('data-x', '1');
    el.setAttribute('aria-label', 'A board');
    el.removeAttribute('bogus');
    el.removeAttribute('bogus2');
  });
  await page.waitForFunction(() => document.getElementById('b').shadowRoot.querySelector('.quintet-note').hidden);
  assert.equal((await errorsOf(page)).length, 2, 'nothing wrong: nothing sent');
  assert.equal(await page.evaluate(() => document.getElementById('b').record), 'senet;d2', 'the game stayed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a German board\'s first quintet-error is in German, and ready waits for its words', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="d" lang="de" record="senet;d2,zz" colour="red"></quintet-board>`);
  await page.evaluate(() => customElements.whenDefined('quintet-board').then(() => document.getElementById('d').ready));
  const first = (await errorsOf(page, 'd'))[0];
  assert.match(first, /^Dieses Brett/, first);
  assert.match(first, /Brettoptionen/, first);
  assert.equal((await errorsOf(page, 'd')).length, 1, 'said once, in German');
  // Once ready, its answers are in German too.
  const refused = await page.evaluate(() => document.getElementById('d').play('zz'));
  assert.equal(refused.ok, false);
  assert.doesNotMatch(refused.error, /is not a legal move|cannot be read/, refused.error);
  assert.deepEqual(errors, []);
  await page.close();

  // embed.html: the first message of that kind to its parent is German too.
  const host = await ctx.host.open(ctx.browser, `<script>
    window.messages = [];
    addEventListener('message', (e) => window.messages.push(e.data));
  </script><iframe src="${ctx.dist.url}embed.html?lang=de&colour=red#senet" width="600" height="400"></iframe>`);
  await host.page.waitForFunction(() => window.messages.some((m) => m?.type === 'quintet-error'));
  const sent = await host.page.evaluate(() => window.messages.filter((m) => m?.type === 'quintet-error').map((m) => m.message));
  assert.match(sent[0], /^Brettoptionen/);
  assert.equal(sent.length, 1);
  await host.page.close();
});

test('a board whose language file the host does not share says so, in English, and is ready', async () => {
  // The build served by a host whose headers allow the board files but not lang/* (the rule
  // docs/embedding.md's nginx and Apache lines once left out).
  const headers = (await readFile(fileURLToPath(new URL('../../dist/_headers', import.meta.url)), 'utf8'))
    .replace('/lang/*\n  Access-Control-Allow-Origin: *\n', '');
  assert.doesNotMatch(headers, /\/lang\//);
  const stingy = await serve({ headers });
  try {
    const { page } = await ctx.host.open(ctx.browser, `${LISTEN}
      <script type="module" src="${stingy.url}quintet-board.js"></script>
      <quintet-board id="f" lang="fr" record="senet"></quintet-board>`);
    await page.evaluate(() => customElements.whenDefined('quintet-board').then(() => document.getElementById('f').ready));
    const note = `Board options: lang: its words could not be loaded from ${stingy.url}lang/fr.ftl; the board speaks English.`;
    assert.equal(await shadowText(page, 'f', '.quintet-note'), note);
    assert.deepEqual(await errorsOf(page, 'f'), [note]);
    const label = await page.evaluate(() => document.getElementById('f').shadowRoot.querySelector('canvas').getAttribute('aria-label'));
    assert.ok(label.startsWith('Game board: Senet.'), label);
    // A board added later in the same language is told too.
    await page.evaluate(() => {
      const board = document.createElement('quintet-board');
      board.id = 'g';
      board.setAttribute('lang', 'fr');
      board.setAttribute('record', 'arces');
      document.body.append(board);
      return board.ready;
    });
    assert.equal(await shadowText(page, 'g', '.quintet-note'), note);
    assert.deepEqual(await errorsOf(page, 'g'), [note]);
    // Without lang the board is fine again.
    await page.evaluate(() => document.getElementById('f').removeAttribute('lang'));
    await page.waitForFunction(() => document.getElementById('f').shadowRoot.querySelector('.quintet-note').hidden);
    await page.close();
  } finally {
    await stingy.close();
  }

  // embed.html whose language file is missing.
  const context = await ctx.browser.newContext();
  await context.route('**/lang/es.ftl', (route) => route.fulfill({ status: 404, body: 'not found' }));
  const page = await context.newPage();
  await page.goto(`${ctx.dist.url}embed.html?lang=es#arces`);
  await page.waitForFunction(() => /could not be loaded/.test(document.querySelector('#embed .quintet-note')?.textContent ?? ''));
  assert.match(await page.textContent('#embed .quintet-note'), /^Board options: lang: its words could not be loaded from http:\/\/127\.0\.0\.1:\d+\/lang\/es\.ftl; the board speaks English\.$/);
  await context.close();
});

test('the board\'s label says whose turn and the throw once, with one full stop', async () => {
  const page = await ctx.browser.newPage();
  await page.goto(`${ctx.dist.url}embed.html#zanstrekt:2n6/9/8s:s3:s0n2`);
  await page.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
  const label = await page.getAttribute('#embed canvas', 'aria-label');
  assert.doesNotMatch(label, /\.\./, label);
  // The position in words (issue 52: it was the picture's title and the status line).
  assert.match(label, /^Game board: Žanstrekt\. South to move with a 3\. South: [^.]*\. North: [^.]*\.$/, label);
  await page.close();
});

test('the example page: a puzzle solved at the first try is "1 try", and the iframe buttons log what they post', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 1000, height: 900 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${ctx.dist.url}embed-example.html`);
  await boardsReady(page);
  await page.evaluate(() => document.getElementById('puzzle').ready);
  await page.evaluate(() => document.getElementById('puzzle').play('+c1'));
  await page.waitForFunction(() => /Not this one/.test(document.getElementById('solved').textContent));
  assert.equal(await page.textContent('#solved'), 'Not this one. (1 wrong try so far)');
  await page.evaluate(() => document.getElementById('puzzle').reset());
  await page.evaluate(() => document.getElementById('puzzle').play('+d2'));
  await page.evaluate(() => document.getElementById('puzzle').play('+c1'));
  // reset() restarts the puzzle: a new first try.
  await page.waitForFunction(() => /^Solved/.test(document.getElementById('solved').textContent));
  assert.equal(await page.textContent('#solved'), 'Solved in 1 try.');
  await page.frameLocator('#frame').locator('#embed canvas').waitFor();
  await page.click('[data-frame="goto"]');
  assert.equal(await page.textContent('#frame-log li:first-child'), 'posted {"type":"quintet-goto","ply":0}');
  assert.deepEqual(errors, []);
  await page.close();
});
