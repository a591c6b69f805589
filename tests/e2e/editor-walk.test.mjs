// The position editor on walkthroughs (issue 52): options kept from a pasted board go with it,
// snippets pasted back come out the same, *Plays a move* by keyboard with spoken news, and one
// caption limit with a message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens the editor on `start` (a record or game id); resolves to { page, errors }. */
async function openEditor(start) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}editor.html#${encodeURIComponent(start)}`);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined);
  return { page, errors };
}

const wiki = (page) => page.inputValue('#snippet-wiki');
const said = (page) => page.textContent('#editor-announce');
const paste = async (page, text) => {
  await page.fill('#editor-paste', text);
  await page.click('#editor-load');
  assert.equal(await page.textContent('#editor-message'), '', text);
};

test('options kept from a pasted board go with it; snippets pasted back come out the same', async () => {
  const { page, errors } = await openEditor('senet');
  // The Seesaw puzzle of the wiki READMEs, as written there.
  const readme = readFileSync(`${root}integrations/mediawiki/Quintet/README.md`, 'utf8');
  const puzzle = readme.split('\n').find((line) => line.startsWith('<quintet record="seesaw-4"'));
  await paste(page, puzzle);
  assert.match(await wiki(page), /solution="\+d2,d7-c6,\+c1\|\+e1,d7-e6,\+f1" autoplay-replies="1" prompt="South to place twice/);
  const kept = /solution|prompt|autoplay-replies/;
  // Start position, another game, a game id pasted: none of the puzzle is kept (it stuck).
  await page.click('#editor-start');
  assert.doesNotMatch(await wiki(page), kept);
  assert.equal(await page.isHidden('#kept-note'), true);
  await page.click('#editor-undo');
  assert.match(await wiki(page), kept, 'undo brings the puzzle back, options and all');
  await page.selectOption('#editor-game', 'arces');
  assert.match(await wiki(page), /^<quintet record="arces:/);
  assert.doesNotMatch(await wiki(page), kept);
  await paste(page, puzzle);
  await paste(page, 'senet');
  assert.equal(await wiki(page), '<quintet record="senet:wbwbwbwbw1b19:b"></quintet>');

  // A wiki tag whose quoted record holds '>': its text is its prompt, nothing of the tag.
  await paste(page, '<quintet record="senet;d2,11-13{[%arrow G11>13] ok}" flip="1">A prompt…</quintet>');
  assert.equal(await wiki(page), '<quintet record="senet;d2,11-13{[%arrow G11&gt;13] ok}" flip="1" prompt="A prompt…"></quintet>');
  // Every snippet pasted back gives the same snippets: no size from an iframe's width.
  await paste(page, 'seesaw');
  const snippets = () => page.evaluate(() => ['snippet-iframe', 'snippet-element', 'snippet-wiki']
    .map((id) => document.getElementById(id).value));
  const made = await snippets();
  assert.match(made[0], /width="489" height="607"/);
  for (const snippet of made) {
    await paste(page, snippet);
    assert.deepEqual(await snippets(), made, snippet);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('Plays a move by keyboard, with a cursor and spoken news of every change', async () => {
  const { page, errors } = await openEditor('senet');
  await page.click('#walk-start');
  await page.focus('#board');
  // 1–9 take what is offered beside the board: the second throw is a 2; the board keeps the focus.
  await page.keyboard.press('2');
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()), 'senet;d2');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  assert.equal(await said(page), 'Step 2 of 2: Turn 1: Black threw 2. Black to move with a 2.');
  // The first arrow goes to a piece that can move (8, then 11), drawn as the cursor; along the
  // track to 11 (under 10), and Enter picks it.
  const cursor = () => page.evaluate(() => window.quintetEditorTest.cursor());
  await page.keyboard.press('ArrowRight');
  assert.equal(await cursor(), 8);
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  assert.equal(await cursor(), 11);
  await page.keyboard.press('Enter');
  assert.equal(await said(page), 'Now click where it goes.');
  // Two to the left along the track is 13; Enter plays the move.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await cursor(), 13);
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()), 'senet;d2,11-13');
  assert.equal(await said(page), 'Step 3 of 3: Black: Move the piece on 11 to 13. White to throw.');
  // Marks and arrows by keyboard, added and removed, each said.
  await page.click('#walk-tools [data-walk-tool="1"]');
  assert.equal(await page.getAttribute('#walk-tools [data-walk-tool="1"]', 'aria-pressed'), 'true');
  await page.focus('#board');
  await page.keyboard.press('Enter');
  assert.equal(await said(page), 'Added: Mark in green on 13.');
  await page.keyboard.press('Enter');
  assert.equal(await said(page), 'Removed: Mark in green on 13.');
  await page.click('#walk-tools [data-walk-tool="2"]');
  await page.focus('#board');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await said(page), 'Added: Arrow in green from 13 to 12.');
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()), 'senet;d2,11-13{[%arrow G13-12]}');
  await page.click('#walk-notes [data-remove="a:0"]');
  assert.equal(await said(page), 'Removed: Arrow in green from 13 to 12.');
  // The tool buttons keep the keyboard's focus when pressed (they were made anew).
  await page.focus('#walk-tools [data-walk-tool="0"]');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.walkTool), '0');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a caption longer than a board shows opens whole, says why, and can be typed into', async () => {
  const long = 'é'.repeat(600);
  const { page, errors } = await openEditor(`senet;{${long}}d2`);
  assert.equal((await page.inputValue('#walk-caption')).length, 600);
  assert.equal(await page.textContent('#walk-caption-limit'),
    'This caption has 600 characters; boards show only the first 500. Shorten it to 500 or fewer.');
  // The field takes typing (it had a maxlength of 500), and the message follows the text.
  await page.focus('#walk-caption');
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  assert.match(await page.textContent('#walk-caption-limit'), /has 601 characters/);
  await page.fill('#walk-caption', 'Short now.');
  assert.equal(await page.isHidden('#walk-caption-limit'), true);
  await page.locator('#walk-caption').blur();
  assert.equal(await page.evaluate(() => window.quintetEditorTest.text()), 'senet;{Short now.}d2');
  assert.deepEqual(errors, []);
  await page.close();
});
