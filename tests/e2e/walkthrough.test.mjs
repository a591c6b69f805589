// Walkthroughs (issue 41): records with notes stepped through on embed.html, on a cross-origin
// <quintet-board> and on the game page: captions under the board, the marks and arrows of each
// step in the drawn scene (read through the test hooks, `quintetBoardCall(i, 'drawn')` and
// `quintetTest.drawn()`, not pixels), the screen-reader announcements, the arrow keys, the
// `size` option at 360 and 1,400 px; and the editor authoring one, its snippets reopening
// identically and its SVG holding the arrows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedSetup, boardsReady, shadowText } from './embed-host.mjs';

const ctx = embedSetup();

/** Senet, three steps; step 3 marks 13 and draws an arrow 11 -> 13 (spots are square numbers). */
const WALK = 'senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11-13,Y8-10] Two flat sides: two squares.}';
const STEP3 = ['mark:G:13', 'arrow:G:11:13', 'arrow:Y:8:10'];
/** What step 2, which has no caption, says. */
const STEP2 = 'Step 2 of 3: Turn 1: Black threw 2. Black to move with a 2.';

test('embed.html steps through a walkthrough: captions, drawn notes, keys and announcements', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser,
    `<iframe id="f" src="${ctx.dist.url}embed.html#${encodeURIComponent(WALK)}" width="640" height="420" style="border:0"></iframe>`);
  const frame = await (await page.waitForSelector('#f')).contentFrame();
  await frame.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  const state = () => frame.evaluate(() => ({
    caption: document.querySelector('.quintet-caption').hidden ? '' : document.querySelector('.quintet-caption').textContent,
    step: document.querySelector('.quintet-step')?.textContent,
    drawn: window.quintetBoardCall(0, 'drawn'),
    said: document.querySelector('[aria-live]').textContent.trim(),
    next: document.querySelector('[data-cmd="forward"]')?.disabled,
  }));
  // Opens at its start, Next first in line.
  assert.deepEqual(await state(), { caption: 'Black throws first.', step: '1 / 3', drawn: [], said: '', next: false });
  await frame.click('[data-cmd="forward"]');
  // A step without a caption says its throw in words, and whose turn it is then (issue 52).
  assert.deepEqual(await state(), { caption: '', step: '2 / 3', drawn: [], said: STEP2, next: false });
  // The arrow keys step once the frame has the focus.
  await frame.locator('canvas').focus();
  await page.keyboard.press('ArrowRight');
  const last = await state();
  assert.equal(last.caption, 'Two flat sides: two squares.');
  assert.deepEqual(last.drawn, STEP3);
  assert.equal(last.said, 'Step 3 of 3: Two flat sides: two squares. Marked in green: 13. '
    + 'Arrow in green from 11 to 13. Arrow in yellow from 8 to 10.');
  assert.equal(last.next, true);
  await page.keyboard.press('Home');
  assert.equal((await state()).said, 'Step 1 of 3: Black throws first.');
  // The record stays as given, notes and all, in the frame's address (percent-encoded).
  const hash = await frame.evaluate(() => decodeURIComponent(location.hash.slice(1)));
  assert.equal(hash, WALK);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a cross-origin <quintet-board> walkthrough in French, and a bad note named in its words', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}
    <quintet-board id="w" lang="fr" record="${WALK}"></quintet-board>
    <quintet-board id="bad" record="senet;d2{[%mark G31]}"></quintet-board>`);
  await boardsReady(page);
  assert.equal(await shadowText(page, 'w', '.quintet-caption'), 'Black throws first.');
  assert.equal(await shadowText(page, 'w', '.quintet-step'), '1 / 3');
  const next = () => page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('[data-cmd="forward"]').click());
  await page.waitForFunction(() => document.getElementById('w').shadowRoot.querySelector('[data-cmd="forward"]').textContent === 'Suivant ›');
  await next();
  await next();
  assert.equal(await shadowText(page, 'w', '.quintet-caption'), 'Two flat sides: two squares.');
  assert.deepEqual(await page.evaluate(() => window.quintetBoardCall(0, 'drawn')), STEP3);
  assert.match(await shadowText(page, 'w', '[aria-live]'), /^Étape 3 sur 3 : Two flat sides: two squares\. Marqué en vert : 13\./);
  // Back with the keyboard, from the board's own buttons.
  await page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('[data-cmd="back"]').focus());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shadowText(page, 'w', '.quintet-step'), '2 / 3');
  // The focus stays on Back, made anew: a second press steps again.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shadowText(page, 'w', '.quintet-step'), '1 / 3');
  assert.equal(await page.evaluate(() => document.getElementById('w').record), WALK);
  assert.equal(await shadowText(page, 'bad', '.quintet-note'),
    "This board could not be read (The note after move 1 ('d2') cannot be read: '31' is not a place on this board); showing a new game instead.");
  assert.deepEqual(errors, []);
  await page.close();
});

test('size: a width the board keeps within, the default fitting a content column', async () => {
  const width = (page, id) => page.evaluate((i) => {
    const c = document.getElementById(i).shadowRoot.querySelector('canvas').getBoundingClientRect();
    return [Math.round(c.width), Math.round(c.height)];
  }, id);
  for (const column of [360, 1400]) {
    const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}
      <div style="width:${column}px">
        <quintet-board id="plain" record="seesaw"></quintet-board>
        <quintet-board id="small" record="seesaw" size="360"></quintet-board>
        <quintet-board id="large" record="seesaw" size="1400"></quintet-board>
      </div>`, { width: 1500, height: 900 });
    await boardsReady(page);
    const [pw, ph] = await width(page, 'plain');
    const [sw] = await width(page, 'small');
    const [lw] = await width(page, 'large');
    if (column === 1400) {
      // Seesaw came out 1,384 x 1,699 px here before: now within 640 x 600 by default.
      assert.ok(pw <= 640 && ph <= 600 && ph >= 590, `${pw}x${ph}`);
      assert.equal(sw, 360);
      assert.equal(lw, 1400);
    } else {
      assert.deepEqual([pw, sw, lw], [360, 360, 360], 'the column is narrower than every size');
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the game page opens a walkthrough link at its start, with captions and drawn notes', async () => {
  const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${ctx.dist.url}#${encodeURIComponent(WALK)}`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  const caption = () => page.evaluate(() => {
    const el = document.getElementById('caption');
    return el.hidden ? '' : el.textContent;
  });
  assert.equal(await caption(), 'Black throws first.');
  assert.deepEqual(await page.evaluate(() => window.quintetTest.drawn()), []);
  await page.click('#forward');
  assert.equal(await caption(), '');
  assert.equal(await page.textContent('#announce'), STEP2);
  await page.click('#forward');
  assert.equal(await caption(), 'Two flat sides: two squares.');
  assert.deepEqual(await page.evaluate(() => window.quintetTest.drawn()), STEP3);
  assert.match(await page.textContent('#announce'), /^Step 3 of 3: Two flat sides/);
  // The address keeps the walkthrough, notes percent-encoded.
  const hash = await page.evaluate(() => location.hash.slice(1));
  assert.ok(!/[ {}[\]]/.test(hash), hash);
  assert.equal(decodeURIComponent(hash), WALK);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the editor authors a walkthrough whose snippet reopens identically, and its SVG holds the arrows', async () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const cli = process.env.QUINTET_CLI ?? `${root}target/debug/quintet`;
  if (!existsSync(cli)) execFileSync('cargo', ['build', '--bin', 'quintet'], { cwd: root, stdio: 'inherit' });
  const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', acceptDownloads: true });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${ctx.dist.url}editor.html#senet`);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined);
  const text = () => page.evaluate(() => window.quintetEditorTest.text());
  const click = async (...spots) => {
    for (const spot of spots) {
      const [x, y] = await page.evaluate((s) => window.quintetEditorTest.spotCenter(s), spot);
      const box = await page.locator('#board').boundingBox();
      await page.mouse.click(box.x + x, box.y + y);
    }
  };
  const caption = async (words) => {
    await page.fill('#walk-caption', words);
    await page.locator('#walk-caption').blur();
  };
  await page.click('#walk-start');
  await caption('Black throws first.');
  // The throw is chosen, then the piece and where it goes.
  await page.click('#walk-moves [data-offer="1"]');
  await click(11, 13);
  assert.equal(await text(), 'senet;{Black throws first.}d2,11-13');
  await page.click('#walk-tools [data-walk-tool="1"]');
  await click(13);
  await page.click('#walk-tools [data-walk-tool="2"]');
  await click(11, 13);
  await page.click('#walk-hues [data-hue="Y"]');
  await click(8, 10);
  await caption('Two flat sides: two squares.');
  assert.equal(await text(), WALK);
  assert.deepEqual(await page.evaluate(() => window.quintetEditorTest.drawn()), STEP3);
  // Edit and delete a note, step back and forth, undo.
  await page.click('#walk-notes [data-remove="a:1"]');
  assert.equal(await text(), WALK.replace(',Y8-10', ''));
  await page.click('#editor-undo');
  assert.equal(await text(), WALK);
  await page.click('#walk-first');
  assert.equal(await page.inputValue('#walk-caption'), 'Black throws first.');
  assert.equal(await page.textContent('#walk-step'), 'Step 1 of 3');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  assert.equal(await page.textContent('#walk-step'), 'Step 3 of 3');
  // The options and every snippet carry it; a snippet pasted back opens identically.
  await page.check('#opt-controls');
  await page.fill('#opt-size', '480');
  await page.locator('#opt-size').blur();
  const snippets = () => page.evaluate(() => ['snippet-iframe', 'snippet-element', 'snippet-wiki', 'export-link']
    .map((id) => document.getElementById(id).value));
  const made = await snippets();
  // Arrows written with '-' (issue 52): no '>' for a wiki to end the tag at.
  assert.match(made[1], /<quintet-board record="senet;\{Black throws first\.\}d2,11-13\{\[%mark G13\] \[%arrow G11-13,Y8-10\] Two flat sides: two squares\.\}" controls="1" size="480"><\/quintet-board>/);
  assert.match(made[0], /embed\.html\?controls=1&amp;size=480#senet;%7BBlack%20throws/);
  for (const snippet of made.slice(0, 3)) {
    await page.click('#editor-start');
    await page.uncheck('#opt-controls');
    await page.fill('#editor-paste', snippet);
    await page.click('#editor-load');
    assert.equal(await page.textContent('#editor-message'), '');
    assert.equal(await text(), WALK, snippet);
    assert.deepEqual(await snippets(), made, snippet);
  }
  // The SVG of the step shown is `quintet render --ply` of the walkthrough: the arrows drawn.
  await page.click('#walk-last');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#download-svg')]);
  const expected = execFileSync(cli, ['render', WALK, '--ply', '2']);
  const drawn = readFileSync(await svg.path());
  assert.ok(drawn.equals(expected), 'the same picture as quintet render --ply 2');
  assert.ok(drawn.toString().includes('#009e73') && drawn.toString().includes('rgba(240,228,66,0.880)'), 'green and yellow arrows');
  assert.deepEqual(errors, []);
  await page.close();
});

// Issue 52: what a screen reader hears of an embedded walkthrough, in every language alike.
test('spoken steps: the position shown in words, quiet on load in every language, reset, no "Player 2"', async () => {
  const boards = ['en', 'fr', 'es', 'de'].map((lang) => `<quintet-board id="${lang}" lang="${lang}" record="${WALK}"></quintet-board>`);
  const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}${boards.join('')}
    <quintet-board id="plain" record="senet;d2,11-13" controls="1"></quintet-board>
    <quintet-board id="bad" lang="de" record="senet;d2,zz"></quintet-board>`);
  await page.evaluate(() => customElements.whenDefined('quintet-board')
    .then(() => Promise.all([...document.querySelectorAll('quintet-board')].map((b) => b.ready))));
  const label = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('canvas').getAttribute('aria-label'), id);
  const said = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('[aria-live]').textContent.trim(), id);
  // Nothing is said when a board loads, whatever its language (fr, es and de said step 1).
  await page.waitForTimeout(300);
  for (const id of ['en', 'fr', 'es', 'de', 'plain', 'bad']) assert.equal(await said(id), '', id);
  // The board's name is the position shown, in words: the start of the walkthrough, not its end.
  assert.equal(await label('en'), 'Game board: Senet. Black to throw. Black: 5 on the board, 0 borne off. White: 5 on the board, 0 borne off.');
  const next = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('[data-cmd="forward"]').click(), id);
  await next('en');
  assert.match(await label('en'), /^Game board: Senet\. Black to move with a 2\./);
  assert.equal(await said('en'), STEP2);
  await next('fr');
  assert.match(await said('fr'), /^Étape 2 sur 3 : /);
  assert.doesNotMatch(await label('fr'), /senet:/);
  // A plain board with replay controls names the position it shows too.
  await page.evaluate(() => document.getElementById('plain').goTo(0));
  assert.match(await label('plain'), /^Game board: Senet\. Black to throw\./);
  await page.evaluate(() => document.getElementById('plain').goTo(3));
  assert.match(await label('plain'), /^Game board: Senet\. White to throw\./);
  // Played on at the end, then reset: the step shown, alone (it said "… White to throw." too).
  await page.evaluate(() => {
    const el = document.getElementById('en');
    el.goTo(3);
    el.play('d3');
    el.reset();
  });
  assert.equal(await said('en'), 'Step 1 of 3: Black throws first.');
  // A German board whose record cannot be read names no person, in no other language.
  const bad = await label('bad');
  assert.match(bad, /Schwarz/, bad);
  assert.doesNotMatch(bad, /Player|Spieler/, bad);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the last step, buttons on a phone, a caption longer than a board shows', async () => {
  const long = 'é'.repeat(600);
  const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}
    <quintet-board id="w" record="${WALK}"></quintet-board>
    <quintet-board id="long" record="senet;d2{${long}}"></quintet-board>`, { width: 360, height: 640 });
  await boardsReady(page);
  const bar = () => page.evaluate(() => [...document.getElementById('w').shadowRoot.querySelectorAll('.quintet-bar button')].map((b) => ({
    cmd: b.dataset.cmd, disabled: b.disabled, height: b.getBoundingClientRect().height, background: getComputedStyle(b).backgroundColor,
  })));
  // Every step button is a touch target of 44 px on a phone too (36 before).
  for (const button of await bar()) assert.ok(button.height >= 44, JSON.stringify(button));
  const forward = (await bar()).find((b) => b.cmd === 'forward');
  assert.equal(forward.background, 'rgb(11, 110, 79)', 'Next is the main button');
  await page.evaluate(() => document.getElementById('w').goTo(2));
  const last = (await bar()).find((b) => b.cmd === 'forward');
  assert.equal(last.disabled, true);
  assert.notEqual(last.background, 'rgb(11, 110, 79)', 'a disabled Next is not drawn as the main button');
  // One limit for readers and the editor: 500 characters shown, the note names the step.
  await page.evaluate(() => document.getElementById('long').goTo(1));
  assert.equal(await shadowText(page, 'long', '.quintet-caption'), `${'é'.repeat(500)}…`);
  assert.equal(await shadowText(page, 'long', '.quintet-note'),
    'The caption of step 2 is longer than 500 characters: its end is left out.');
  assert.equal(await page.evaluate(() => document.getElementById('long').record), `senet;d2{${long}}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the editor\'s iframe keeps within a 300 px column and a 360 px phone', async () => {
  const snippet = async (record) => {
    const editor = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await editor.goto(`${ctx.dist.url}editor.html#${encodeURIComponent(record)}`);
    await editor.waitForFunction(() => document.getElementById('snippet-iframe').value !== '');
    const text = await editor.inputValue('#snippet-iframe');
    await editor.close();
    return text;
  };
  const senet = await snippet(WALK);
  const seesaw = await snippet('seesaw');
  // As wide as <quintet-board> draws the board: Seesaw within 640 x 600, not 640 x 783.
  assert.match(seesaw, /width="489" height="607" style="border:0;max-width:100%"/);
  for (const [width, column] of [[1280, 300], [360, null]]) {
    const body = column ? `<div style="width:${column}px">${senet}${seesaw}</div>` : `${senet}${seesaw}`;
    const { page, errors } = await ctx.host.open(ctx.browser, body, { width, height: 800 });
    for (const frame of page.frames().slice(1)) await frame.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
    // Nothing scrolls sideways (the page scrolled to 648 px); each frame takes the column's width
    // and shows its whole board, in whichever layout draws it larger there, with no scrollbar.
    const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
    assert.ok(sideways <= 0, `${width}: the page scrolls ${sideways} px sideways`);
    const room = column ?? await page.evaluate(() => document.body.clientWidth);
    for (const frame of page.frames().slice(1)) {
      const seen = await frame.evaluate(() => {
        const board = document.querySelector('#embed canvas').getBoundingClientRect();
        const page = document.scrollingElement;
        return { width: innerWidth, board: board.width, over: [page.scrollWidth - innerWidth, page.scrollHeight - innerHeight] };
      });
      assert.ok(seen.width <= room && seen.width >= room - 1, `${frame.url()}: frame ${seen.width} in ${room}`);
      assert.ok(seen.board <= seen.width && seen.board > seen.width / 2, `${frame.url()}: board ${seen.board} in ${seen.width}`);
      assert.deepEqual(seen.over, [0, 0], frame.url());
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
});
