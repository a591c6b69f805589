// The position editor (editor.html): for every game id a position built by clicking, refused while
// impossible with the parser's own words, then taken away as a link that opens the same position
// on the game page; the SVG download is byte for byte `quintet render --svg` with the same
// options; PNGs at 1× and 2×; bad pasted text keeps the position; undo and redo; keys; phones.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch, openPage, record, GAME_IDS, countBoardDrawings, boardDrawings } from './harness.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

let server;
let browser;
let cli;
before(async () => {
  server = await serve();
  browser = await launch();
  // The command-line tool the SVG must agree with: the one `cargo test` built, else build it.
  cli = process.env.QUINTET_CLI ?? `${root}target/debug/quintet`;
  if (!existsSync(cli)) execFileSync('cargo', ['build', '--bin', 'quintet'], { cwd: root, stdio: 'inherit' });
});
after(async () => { await browser?.close(); await server?.close(); });

/** Opens the editor on `start` (a record or game id). */
async function openEditor(start, viewport = { width: 1280, height: 900 }) {
  const hasTouch = viewport.width < 600;
  const page = await browser.newPage({ viewport, hasTouch, reducedMotion: 'reduce', acceptDownloads: true });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}editor.html#${start}`);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined);
  return { page, errors };
}

const text = (page) => page.evaluate(() => window.quintetEditorTest.text());

/** Chooses the palette entry named `name` (its exact words). */
async function tool(page, name) {
  await page.locator('#palette').getByRole('button', { name, exact: true }).click();
}

/** Clicks board spots, as a person would. */
async function click(page, ...spots) {
  for (const spot of spots) {
    const center = await page.evaluate((s) => window.quintetEditorTest.spotCenter(s), spot);
    if (!center) throw new Error(`spot ${spot} has no place on the board`);
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + center[0], box.y + center[1]);
  }
}

/** Sets the field labelled `label`: a choice by its words, a number by its value. */
async function field(page, label, value) {
  const row = page.locator('#editor-fields label').filter({ hasText: label });
  const select = row.locator('select');
  if (await select.count()) {
    await select.selectOption({ label: value });
  } else {
    const input = row.locator('input');
    await input.fill(String(value));
    await input.dispatchEvent('change');
  }
}

/** Checks that the setup is refused with `reason` (the parser's words) and cannot be exported. */
async function refused(page, reason) {
  const words = await page.locator('#editor-status.bad').textContent();
  assert.ok(words.startsWith('This position is impossible. '), words);
  assert.ok(words.includes(reason), `${words} names "${reason}"`);
  assert.ok(await page.locator('#download-svg').isDisabled(), 'no picture of an impossible position');
  assert.equal(await page.inputValue('#export-link'), '', 'no link to an impossible position');
  assert.equal(await page.inputValue('#snippet-wiki'), '');
}

async function possible(page) {
  assert.equal(await page.locator('#editor-status').getAttribute('class'), 'verdict ok',
    await page.locator('#editor-status').textContent());
  assert.ok(await page.locator('#download-svg').isEnabled());
}

// Per game id: clicks and fields that build a position (with one impossible setup on the way,
// refused with the parser's words), and the notation it must come to. Spots: Senet's squares;
// Seesaw's cells column by column from the bottom; Arcēs' and Žanstrekt's cells rank by rank
// from a1; Arsisesi's Homes 0 (South) and 51 (North), lane l rank r at 10·l + r (the Bridge is
// lane c, 20 + r).
const builds = {
  senet: async (page) => {
    await tool(page, 'Black piece');
    await click(page, 25, 30);
    await refused(page, 'Black has 7 pieces; at most 5');
    await tool(page, 'Erase');
    await click(page, 2, 4);
    await tool(page, 'White piece');
    await click(page, 26, 1);
    await field(page, 'To move', 'White');
    await field(page, 'Throw to use', '3');
    return 'senet:2w1wbwbw1b13bw3b:w3';
  },
  seesaw: async (page) => {
    await tool(page, 'South stack');
    await click(page, 27);
    await refused(page, 'South has 2 stacks but only 1 tile (every stack was placed with a tile)');
    await tool(page, 'South tile');
    await click(page, 27);
    await tool(page, 'North tile');
    await click(page, 33);
    await tool(page, 'North stack');
    await click(page, 33, 33);
    await field(page, 'To move', 'North');
    return 'seesaw:...../....../......./......../Ss1Ss1.....Nn2Nn1/......../......./....../.....:n';
  },
  'seesaw-4': async (page) => {
    await tool(page, 'North tile');
    await click(page, 0);
    await refused(page, "North's tile on a1 is not connected to its first tile");
    await tool(page, 'Erase');
    await click(page, 0);
    await field(page, 'Size of new stacks', 3);
    await tool(page, 'South tile');
    await click(page, 16);
    await tool(page, 'South stack');
    await click(page, 16);
    return 'seesaw:..../...../....../Ss1Ss3....Nn1/....../...../....:s';
  },
  arces: async (page) => {
    await tool(page, 'South stone');
    await click(page, 17);
    await refused(page, 'South has more than 5 stones');
    await tool(page, 'Erase');
    await click(page, 1, 43);
    await tool(page, 'North stone');
    await click(page, 17);
    await field(page, 'Turns played', 12);
    return 'arces:2n(nN)nn1/7/7/7/3(sn)3/7/2s(sS)ss1:s:12';
  },
  'arces-3': async (page) => {
    await field(page, 'West is out', 'yes');
    await field(page, 'To move', 'West');
    await refused(page, 'West is out (has no marble) and cannot be to move');
    await field(page, 'To move', 'North');
    await tool(page, 'West stone');
    await click(page, 22);
    await refused(page, 'West has more than 5 stones');
    await tool(page, 'Erase');
    await click(page, 7);
    return 'arces:1nn(nN)nn1/w6/w6/ww5/w6/7/1ss(sS)ss1:n:0';
  },
  'arces-4': async (page) => {
    await tool(page, 'East marble');
    await click(page, 24);
    await refused(page, 'East has more than one marble');
    await click(page, 27);
    await refused(page, 'East has more than 5 stones');
    await tool(page, 'Erase');
    await click(page, 13);
    return 'arces:1nn(nN)nn1/w5e/w5e/(wW)2(eE)2e/w5e/w6/1ss(sS)ss1:s:0';
  },
  'arsisesi-a': async (page) => {
    await tool(page, 'South token');
    await click(page, 23);
    await refused(page, 'South has 6 tokens; at most 5');
    await field(page, 'South waiting at Home', 4);
    await tool(page, 'North token, returning');
    await click(page, 25);
    await refused(page, 'North has 6 tokens; at most 5');
    await field(page, 'North waiting at Home', 4);
    await field(page, 'Movement points left', '3');
    return 'arsisesi-a:s4/2s1N2/n4:s3';
  },
  'arsisesi-b': async (page) => {
    await tool(page, 'North token');
    await click(page, 24);
    await field(page, 'North waiting at Home', 4);
    await tool(page, 'South token');
    await click(page, 22);
    await field(page, 'South waiting at Home', 3);
    await click(page, 26);
    await refused(page, 'South has 2 tokens on the Bridge; Type B allows one');
    await click(page, 26);
    await field(page, 'South waiting at Home', 4);
    return 'arsisesi-b:s4/1s1n3/n4:s';
  },
  'arsisesi-c': async (page) => {
    await tool(page, 'South token');
    await click(page, 2);
    await refused(page, 'South has 6 tokens; at most 5');
    await field(page, 'South waiting at Home', 4);
    await tool(page, 'North token');
    await click(page, 46);
    await field(page, 'North waiting at Home', 4);
    await field(page, 'Spaces per lane', 8);
    return 'arsisesi-c:s4/1s6/8/8/8/5n2/n4:s';
  },
  zanstrekt: async (page) => {
    await tool(page, 'South piece');
    await click(page, 8, 8);
    await tool(page, 'North piece');
    await click(page, 20, 30, 30);
    await tool(page, 'South piece');
    await click(page, 13);
    // The fix is a field, named as the panel names it, not the notation's flag (!e2-e1).
    await refused(page, 'The piece on the bridge e2 is crossing it: choose the Oþent it goes to in the field “South committed”.');
    await field(page, 'South committed', 'on e2, to e1');
    await field(page, 'To move', 'North');
    return 'zanstrekt:2n6/4s4/8S:n!e2-e1:s0n2';
  },
};

for (const id of GAME_IDS) {
  test(`${id}: a position built by clicking opens on the game page as it was built`, async () => {
    const { page, errors } = await openEditor(id);
    assert.equal(await page.inputValue('#editor-game'), id);
    const start = await text(page);
    const expected = await builds[id](page);
    await possible(page);
    assert.equal(await text(page), expected);
    assert.notEqual(expected, start);
    assert.equal(await page.textContent('#editor-notation'), expected);
    // The address bar keeps a possible position.
    assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), expected);
    const link = await page.inputValue('#export-link');
    assert.equal(link, `${server.url}#${expected}`);
    assert.equal(await page.getAttribute('#play-here', 'href'), link);
    const { page: game, errors: gameErrors } = await openPage(browser, link);
    assert.equal(await record(game), expected, 'the game page opens the same position');
    assert.doesNotMatch(await game.textContent('#message'), /could not/);
    assert.deepEqual(gameErrors, []);
    await game.close();
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the SVG download is byte for byte `quintet render --svg` with the same options, for every id', async () => {
  const { page, errors } = await openEditor('senet');
  // Two cells of each board to highlight: Senet's squares, Arsisesi's Homes, cells elsewhere.
  const marks = {
    senet: [[15, '15'], [27, '27']],
    seesaw: [[26, 'e1'], [30, 'e5']],
    'seesaw-4': [[15, 'd1'], [18, 'd4']],
    arces: [[24, 'd4'], [10, 'd2']],
    'arces-3': [[24, 'd4'], [0, 'a1']],
    'arces-4': [[48, 'g7'], [24, 'd4']],
    'arsisesi-a': [[23, '3'], [0, 'S']],
    'arsisesi-b': [[51, 'N'], [21, '1']],
    'arsisesi-c': [[23, 'c3'], [45, 'e5']],
    zanstrekt: [[13, 'e2'], [18, 'a3']],
  };
  await page.check('#opt-coords');
  for (const [n, id] of GAME_IDS.entries()) {
    await page.selectOption('#editor-game', id);
    await page.waitForFunction((want) => document.querySelector('#palette').dataset.game === want, id);
    const flip = n % 2 === 0;
    if (flip !== await page.isChecked('#opt-flip')) await page.click('#opt-flip');
    if (await page.isEnabled('#clear-marks')) await page.click('#clear-marks');
    await tool(page, 'Highlight');
    await click(page, ...marks[id].map(([spot]) => spot));
    const names = marks[id].map(([, name]) => name).join(',');
    assert.equal(await page.textContent('#marks-note'), `Highlighted: ${marks[id].map(([, name]) => name).join(', ')}`);
    assert.match(await page.inputValue('#snippet-wiki'), new RegExp(`highlight="${names}"`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-svg')]);
    assert.equal(download.suggestedFilename(), `quintet-${id}.svg`);
    const svg = readFileSync(await download.path());
    const position = await text(page);
    const args = ['render', position, '--svg', '--coords', '--highlight', names];
    if (flip) args.push('--flip');
    const expected = execFileSync(cli, args);
    assert.ok(svg.equals(expected), `${id}: the page's SVG (${svg.length} bytes) differs from quintet render (${expected.length} bytes)`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

/** Width and height of a PNG file, from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('PNG pictures at 1× and 2× from the canvas backend', async () => {
  const { page, errors } = await openEditor('arsisesi-c');
  const sizes = [];
  for (const [button, name] of [['#download-png-1', 'quintet-arsisesi-c.png'], ['#download-png-2', 'quintet-arsisesi-c@2x.png']]) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    assert.equal(download.suggestedFilename(), name);
    sizes.push(pngSize(readFileSync(await download.path())));
  }
  const svg = execFileSync(cli, ['render', await text(page)]).toString();
  const [, w, h] = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/);
  assert.deepEqual(sizes[0], [Math.ceil(Number(w)), Math.ceil(Number(h))]);
  assert.deepEqual(sizes[1], [Math.ceil(2 * Number(w)), Math.ceil(2 * Number(h))]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('snippets carry the options: static or live, controls, flip, coordinates, highlights', async () => {
  const { page, errors } = await openEditor('arces');
  await page.check('#opt-static');
  await page.check('#opt-controls');
  await page.check('#opt-flip');
  await tool(page, 'Highlight');
  await click(page, 24);
  const iframe = await page.inputValue('#snippet-iframe');
  // As wide as <quintet-board> draws Arcēs within 640 × 600 (issue 52: it was 640), and kept within its column.
  assert.match(iframe, new RegExp(`^<iframe src="${server.url}embed.html\\?interactive=0&amp;controls=1&amp;flip=1&amp;highlight=d4#arces:1nn\\(nN\\)nn1/7/7/7/7/7/1ss\\(sS\\)ss1:s:0" width="486" height="\\d+" style="border:0;max-width:100%" title="Arcēs position"></iframe>$`));
  assert.equal(await page.inputValue('#snippet-element'),
    `<script type="module" src="${server.url}quintet-board.js"></script>\n<quintet-board record="arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0" interactive="0" controls="1" flip="1" highlight="d4"></quintet-board>`);
  assert.equal(await page.inputValue('#snippet-wiki'),
    '<quintet record="arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0" interactive="0" controls="1" flip="1" highlight="d4"></quintet>');
  // The iframe snippet works: its board draws in a page of its own.
  const host = await browser.newPage();
  await host.setContent(`<!doctype html><body style="margin:0">${iframe.replace(/&amp;/g, '&')}</body>`);
  const frame = host.frameLocator('iframe');
  await frame.locator('canvas').first().waitFor();
  const scroll = await host.frames()[1].evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
  assert.ok(scroll[0] <= scroll[1], `the frame is tall enough for its board: ${scroll}`);
  await host.close();
  // Copy puts the snippet on the clipboard (or at least selects it).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#exports').getByRole('button', { name: 'Copy' }).nth(3).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#snippet-wiki'));
  assert.equal(await page.textContent('#editor-announce'), 'Copied');
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad pasted text gives a plain message and keeps the position being edited', async () => {
  const { page, errors } = await openEditor('zanstrekt');
  await tool(page, 'North piece');
  await click(page, 20);
  const kept = await text(page);
  for (const [bad, words] of [
    ['chess', "there is no game called 'chess'"],
    ['senet:wb:b', 'In the board, at character 7: 30 expected, 2 found.'],
    ['senet;d2,30-31', "Move 2 ('30-31') cannot be read: 31 is not between 1 and 30."],
    ['', 'Paste a link, a record or a game name first.'],
  ]) {
    await page.fill('#editor-paste', bad);
    await page.click('#editor-load');
    const message = await page.textContent('#editor-message');
    assert.ok(message.includes(words), `${bad}: ${message}`);
    assert.equal(await text(page), kept, `${bad} keeps the position`);
  }
  // A link from the game page opens its position (its last one), undoably.
  await page.fill('#editor-paste', `${server.url}?north=strong#senet;d2,11-13`);
  await page.click('#editor-load');
  assert.equal(await text(page), 'senet:wbwbwbwbw3b17:w');
  assert.equal(await page.inputValue('#editor-game'), 'senet');
  assert.equal(await page.textContent('#editor-message'), '');
  await page.click('#editor-undo');
  assert.equal(await text(page), kept);
  await page.click('#editor-redo');
  assert.equal(await text(page), 'senet:wbwbwbwbw3b17:w');
  // A broken link in the address bar: a plain message and the game's start.
  const { page: broken, errors: brokenErrors } = await openEditor('arces:zz');
  assert.match(await broken.textContent('#editor-message'), /^This link could not be opened\. In the turn field, at character 9: .*The game.s start is shown instead\.$/);
  assert.equal(await text(broken), 'arces:1nn(nN)nn1/7/7/7/7/7/1ss(sS)ss1:s:0');
  assert.deepEqual(brokenErrors, []);
  await broken.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the keyboard edits too: palette keys, arrows, Enter, undo and redo', async () => {
  const { page, errors } = await openEditor('senet');
  await page.locator('#board').focus();
  await page.keyboard.press('2');
  assert.equal(await page.locator('#palette [aria-pressed="true"]').textContent(), 'White piece');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The first arrow puts the cursor on square 1, two more take it to 3, then down the board's
  // rows: 18, then 23 (the S of the track turns back on the middle row).
  assert.equal(await text(page), 'senet:wbwbwbwbw1b11w7:b');
  await page.keyboard.press('u');
  assert.equal(await text(page), 'senet:wbwbwbwbw1b19:b');
  await page.keyboard.press('r');
  assert.equal(await text(page), 'senet:wbwbwbwbw1b11w7:b');
  await page.keyboard.press('f');
  assert.ok(await page.isChecked('#opt-flip'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a resize that keeps the board\'s size draws nothing; a change of the picture draws', async () => {
  // Issue 20: phones send resize events as their address bar slides, and each redrew the board.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await countBoardDrawings(page);
  await page.goto(`${server.url}editor.html#senet`);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined && window.boardDrawings > 0);
  const drawn = await boardDrawings(page);
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  assert.equal(await boardDrawings(page), drawn);
  await page.locator('#board').focus();
  const focused = await boardDrawings(page);
  await page.keyboard.press('f');
  assert.equal(await boardDrawings(page), focused + 1, 'the flipped board');
  await page.close();
});

test('the game page edits its position and downloads its pictures through the editor', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2,11-13`);
  const context = page.context();
  await page.click('#flip');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#download-svg')]);
  assert.equal(svg.suggestedFilename(), 'quintet-senet.svg');
  const expected = execFileSync(cli, ['render', 'senet:wbwbwbwbw3b17:w', '--flip']);
  assert.ok(readFileSync(await svg.path()).equals(expected), 'the same picture as quintet render --flip');
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('#download-png')]);
  assert.equal(png.suggestedFilename(), 'quintet-senet@2x.png');
  pngSize(readFileSync(await png.path()));
  await page.click('#edit-position');
  await page.waitForURL(/editor\.html#/);
  await page.waitForFunction(() => window.quintetEditorTest !== undefined);
  assert.equal(await text(page), 'senet:wbwbwbwbw3b17:w');
  assert.equal(context.pages().length, 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the editor fits 360×640 with touch targets of 44 px at least', async () => {
  for (const id of GAME_IDS) {
    const { page, errors } = await openEditor(id, { width: 360, height: 640 });
    const smallest = await page.evaluate(() => window.quintetEditorTest.smallestTarget());
    assert.ok(smallest >= 44, `${id}: a board spot of ${smallest} px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `${id}: the page is ${overflow} px too wide`);
    // Every control a person taps: 44 px tall and wide at least.
    const small = await page.evaluate(() => [...document.querySelectorAll('button, select, input:not([type=checkbox]), a.button, label.setting')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => [el.id || el.textContent.trim(), el.getBoundingClientRect()])
      .filter(([, r]) => r.height < 44 || (r.width < 44 && r.width > 0))
      .map(([name, r]) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`));
    assert.deepEqual(small, [], `${id}: small targets`);
    // The palette stays in view at the bottom of the screen.
    const bar = await page.locator('.palette-bar').boundingBox();
    assert.ok(bar.y + bar.height <= 640 + 1 && bar.y > 300, `${id}: palette bar at ${bar.y}`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a phone puts pieces by tapping, with the palette kept in view', async () => {
  const { page, errors } = await openEditor('arsisesi-b', { width: 360, height: 640 });
  await page.locator('#palette').getByRole('button', { name: 'North token', exact: true }).tap();
  const point = await page.evaluate(() => {
    const c = window.quintetEditorTest.spotCenter(24);
    const canvas = document.getElementById('board');
    window.scrollBy(0, canvas.getBoundingClientRect().top + c[1] - innerHeight / 3);
    const box = canvas.getBoundingClientRect();
    const [x, y] = [box.left + c[0], box.top + c[1]];
    return document.elementFromPoint(x, y) === canvas ? [x, y] : null;
  });
  assert.ok(point, 'the spot is not covered');
  await page.touchscreen.tap(point[0], point[1]);
  assert.equal(await text(page), 'arsisesi-b:s5/3n3/n5:s');
  await refused(page, 'North has 6 tokens; at most 5');
  assert.deepEqual(errors, []);
  await page.close();
});
