// Live wikis: Debian's MediaWiki 1.39 (SQLite) and DokuWiki, installed by scripts/setup-wikis.sh,
// each set up as a throw-away instance in a temporary folder and served by PHP's built-in server
// on 127.0.0.1, with the Quintet integration (integrations/) installed and the build served from
// another origin. A page holding a live board, a static diagram, a puzzle, a malformed record,
// a record with "><script> in it and a walkthrough (issue 41) is saved, then checked in Chromium;
// and, on the same page (issue 52), a walkthrough whose captions hold quotes, apostrophes, <, >,
// & and non-ASCII letters in the tag exactly as the position editor writes it, and every tag of
// the wiki's README exactly as written there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile, appendFile, mkdir, readdir, symlink, copyFile, lstat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch, freePort } from './harness.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const MEDIAWIKI = '/usr/share/mediawiki';
const DOKUWIKI = '/usr/share/dokuwiki';

let dist;
let browser;
/** The wiki tag the position editor writes for HOSTILE (read from its page once). */
let editorTag;
const cleanups = [];
before(async () => {
  for (const path of [MEDIAWIKI, DOKUWIKI, '/usr/bin/php']) {
    assert.ok(existsSync(path), `${path} is missing: run scripts/setup.sh test (scripts/setup-wikis.sh)`);
  }
  dist = await serve();
  browser = await launch();
  const editor = await browser.newPage();
  await editor.goto(`${dist.url}editor.html#${encodeURIComponent(HOSTILE)}`);
  await editor.waitForFunction(() => window.quintetEditorTest !== undefined
    && document.getElementById('snippet-wiki').value !== '');
  editorTag = await editor.inputValue('#snippet-wiki');
  await editor.close();
  // What the editor writes: one tag for both wikis, every special character escaped, no raw '>'.
  assert.match(editorTag, /^<quintet record="senet;\{It&#39;s &quot;Black&quot; &amp; &lt;White&gt;/, editorTag);
  assert.doesNotMatch(editorTag.slice(1, -'></quintet>'.length), />/, editorTag);
});
after(async () => {
  await browser?.close();
  await dist?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts PHP's built-in server; resolves once `probe` answers. Stopped after the tests. */
async function php(port, args, env = {}, probe = '/') {
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, ...args], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
  cleanups.push(() => new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', ok);
    child.kill();
  }));
  const deadline = Date.now() + 15000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (response.ok) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`php -S did not start:\n${log}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function tempDir(name) {
  const dir = await mkdtemp(join(tmpdir(), `quintet-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The page's boards, in order; `record` of the fifth holds markup meant to break out. */
const BOARDS = [
  { record: 'senet;d2', attrs: 'controls="1"', text: 'Black threw 2: move a piece.' },
  { record: 'arces', attrs: 'interactive="0" coords="1" highlight="d4,c3"' },
  { record: 'seesaw-4', attrs: 'solution="+d2,d7-c6,+c1|+e1,d7-e6,+f1" autoplay-replies="1"', text: 'South to place: find a line.' },
  { record: 'senet;d2,11-99', attrs: 'colour="red"' },
  { record: '"><script>window.injected = 1</script><img src=x onerror="window.injected = 2">' },
  // A compact record (docs/notation.md): senet;d2,11-13.
  { record: 'senet~1AiA', attrs: 'interactive="0"' },
  // In French: the integrations pass lang on.
  { record: 'arces', attrs: 'interactive="0" lang="fr"' },
  // Values without quotes, as wiki authors write them (issue 37: DokuWiki showed the raw text).
  { record: 'arces', bare: true, attrs: 'interactive=0 coords=1 highlight=d4,c3' },
  { record: 'senet;d2', bare: true, attrs: 'controls=1 lang=de' },
  // A walkthrough (docs/notation.md "Annotated records") at a size of its own.
  { record: 'senet;{Black throws first.}d2,11-13{[%mark G13] [%arrow G11>13] Two flat sides: two squares.}', attrs: 'size="480"' },
];

/**
 * A walkthrough whose captions hold what a wiki tag must escape (issue 52): quotes, apostrophes,
 * <, >, & and letters beyond ASCII; its arrow is written as writers write it now.
 */
const HOSTILE = 'senet;{It\'s "Black" & <White>: ça va — Žan, 日本}d2,11-13{[%mark G13] [%arrow G11-13] Two > one & \'x\' <b>bold</b> "q"}';
const HOSTILE_CAPTIONS = ['It\'s "Black" & <White>: ça va — Žan, 日本', '', 'Two > one & \'x\' <b>bold</b> "q"'];

/** The tags of a wiki's README, exactly as written in its examples' code block. */
function readmeTags(wiki) {
  const file = wiki === 'mediawiki' ? 'integrations/mediawiki/Quintet/README.md' : 'integrations/dokuwiki/quintet/README.md';
  const block = readFileSync(join(repo, file), 'utf8').split('```')[1];
  const tags = block.split('\n').filter((line) => line.startsWith('<quintet '));
  assert.ok(tags.length >= 4, `${file}: its examples`);
  return tags;
}

/** The record, options and text a tag as written means: values and text decoded once. */
function meant(tag) {
  const decode = (v) => v.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, e) => ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" })[e.toLowerCase()]
    ?? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))));
  const attributes = {};
  const open = tag.match(/^<quintet((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>\/]+))?)*)\s*(\/?)>/);
  for (const [, name, value] of open[1].matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>\/]+))?/g)) {
    attributes[name] = decode((value ?? '').replace(/^["']|["']$/g, ''));
  }
  const text = open[2] ? '' : decode(tag.slice(open[0].length, tag.lastIndexOf('</quintet>')).trim());
  if (text && !attributes.prompt) attributes.prompt = text;
  return attributes;
}

/** Listens for every board event on the wiki page from its first script on. */
const LISTENER = () => {
  window.quintetEvents = [];
  for (const type of ['quintet-move', 'quintet-roll', 'quintet-end', 'quintet-error', 'quintet-solved', 'quintet-wrong']) {
    document.addEventListener(type, (e) => window.quintetEvents.push({ type, detail: e.detail }));
  }
};

/** Opens a wiki page and checks what the issue asks of it. */
async function checkPage(url, wiki) {
  const readme = readmeTags(wiki);
  const more = 1 + readme.length;
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${msg.text()} ${msg.location().url}`); });
  await page.addInitScript(LISTENER);
  await page.goto(url);
  const count = await page.locator('quintet-board').count();
  assert.equal(count, BOARDS.length + more, `${wiki}: one board per tag`);
  // Every board draws: its canvas has opaque pixels.
  await page.waitForFunction((n) => {
    const boards = [...document.querySelectorAll('quintet-board')];
    return boards.length === n && boards.every((b) => {
      const canvas = b.shadowRoot?.querySelector('canvas');
      if (!canvas || canvas.width < 100) return false;
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4 * 97) if (data[i] > 0) opaque++;
      return opaque > 100;
    });
  }, BOARDS.length + more, { timeout: 20000 });
  const note = (i) => page.evaluate((n) => {
    const el = document.querySelectorAll('quintet-board')[n].shadowRoot.querySelector('.quintet-note');
    return el.hidden ? '' : el.textContent;
  }, i);
  assert.equal(await note(0), '', `${wiki}: the live board is fine`);
  assert.equal(await note(1), '', `${wiki}: the diagram is fine`);
  assert.equal(await note(5), '', `${wiki}: the compact record is fine`);
  await page.waitForFunction(() => document.querySelectorAll('quintet-board')[6].shadowRoot
    .querySelector('canvas').getAttribute('aria-label').startsWith('Plateau de jeu\u00a0: Arcēs.'));
  assert.equal(await page.evaluate(() => document.querySelectorAll('quintet-board')[5].record), 'senet;d2,11-13',
    `${wiki}: the compact record opens as its plain record`);
  assert.equal(await page.evaluate(() => document.querySelectorAll('quintet-board')[0].shadowRoot.querySelector('.quintet-prompt').textContent),
    BOARDS[0].text, `${wiki}: the text between the tags is the prompt`);
  // The live board, played by clicking: the landscape Senet board is 782 units wide, squares of
  // 64 in a frame of 18; square 11 ends row two, 13 is two to its left.
  const canvas = await page.evaluateHandle(() => document.querySelectorAll('quintet-board')[0].shadowRoot.querySelector('canvas'));
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const k = box.width / 782;
  for (const col of [9, 7]) await page.mouse.click(box.x + (18 + col * 64 + 32) * k, box.y + (18 + 64 + 32) * k);
  await page.waitForFunction(() => window.quintetEvents.some((e) => e.type === 'quintet-move'));
  const move = await page.evaluate(() => window.quintetEvents.find((e) => e.type === 'quintet-move').detail);
  assert.equal(move.move, '11-13', wiki);
  assert.equal(move.record, 'senet;d2,11-13', wiki);
  // The diagram ignores clicks.
  const diagram = await page.evaluateHandle(() => document.querySelectorAll('quintet-board')[1].shadowRoot.querySelector('canvas'));
  await diagram.scrollIntoViewIfNeeded();
  await diagram.click();
  assert.equal(await page.evaluate(() => document.querySelectorAll('quintet-board')[1].record), 'arces', wiki);
  // The puzzle: a wrong placement is refused, the right line solves it.
  const puzzle = await page.evaluate(() => {
    const el = document.querySelectorAll('quintet-board')[2];
    return [el.play('+c1'), el.play('+e1'), el.play('+f1'), el.shadowRoot.querySelector('.quintet-feedback').textContent];
  });
  assert.deepEqual(puzzle, [{ ok: false, error: 'Not this one.' }, { ok: true, error: null }, { ok: true, error: null },
    'Solved in 2 tries.'], wiki);
  const solved = await page.evaluate(() => window.quintetEvents.filter((e) => e.type === 'quintet-solved').map((e) => e.detail));
  assert.deepEqual(solved, [{ tries: 2 }], wiki);
  const wrong = await page.evaluate(() => window.quintetEvents.filter((e) => e.type === 'quintet-wrong').map((e) => e.detail));
  assert.deepEqual(wrong, [{ move: '+c1', tries: 1, message: 'Not this one.' }], wiki);
  // Unquoted values reach the board as quoted ones do.
  const bare = await page.evaluate(() => [...document.querySelectorAll('quintet-board')].slice(7, 9).map((el) => ({
    attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    note: el.shadowRoot.querySelector('.quintet-note').hidden ? '' : el.shadowRoot.querySelector('.quintet-note').textContent,
    buttons: el.shadowRoot.querySelectorAll('.quintet-bar button').length,
  })));
  assert.deepEqual(bare[0].attributes, { record: 'arces', interactive: '0', coords: '1', highlight: 'd4,c3' }, wiki);
  assert.deepEqual(bare[1].attributes, { record: 'senet;d2', controls: '1', lang: 'de' }, wiki);
  assert.deepEqual(bare.map((b) => b.note), ['', ''], wiki);
  assert.ok(bare[1].buttons >= 4, `${wiki}: the replay buttons of controls=1`);
  // The malformed record and the hostile one show their notes, as text.
  assert.match(await note(3), /This board could not be read \(Move 2/, wiki);
  assert.match(await note(4), /This board could not be read/, wiki);
  const errorEvents = await page.evaluate(() => window.quintetEvents.filter((e) => e.type === 'quintet-error').length);
  assert.equal(errorEvents, 2, `${wiki}: one quintet-error per bad board, none for the walkthroughs and the READMEs' tags`);
  // Nothing is injected: the text stayed an attribute.
  const injected = await page.evaluate(() => ({
    flag: window.injected ?? null,
    record: document.querySelectorAll('quintet-board')[4].getAttribute('record'),
    images: document.querySelectorAll('.mw-parser-output img, .page img').length,
    scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent.includes('window.injected')).length,
  }));
  assert.deepEqual(injected, { flag: null, record: BOARDS[4].record, images: 0, scripts: 0 }, wiki);
  // The walkthrough (BOARDS[9]): at its start with its caption, Next steps to the notes drawn, the record
  // kept as written, within its size.
  const walk = (selector) => page.evaluate((s) => {
    const el = document.querySelectorAll('quintet-board')[9].shadowRoot.querySelector(s);
    return el && !el.hidden ? el.textContent : '';
  }, selector);
  assert.equal(await walk('.quintet-caption'), 'Black throws first.', wiki);
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => document.querySelectorAll('quintet-board')[9].shadowRoot.querySelector('[data-cmd="forward"]').click());
  }
  assert.equal(await walk('.quintet-caption'), 'Two flat sides: two squares.', wiki);
  assert.deepEqual(await page.evaluate(() => window.quintetBoardCall(9, 'drawn')), ['mark:G:13', 'arrow:G:11:13'], wiki);
  assert.equal(await page.evaluate(() => document.querySelectorAll('quintet-board')[9].record), BOARDS[9].record, wiki);
  const width = await page.evaluate(() => document.querySelectorAll('quintet-board')[9].shadowRoot.querySelector('canvas').getBoundingClientRect().width);
  assert.ok(width <= 480 && width > 400, `${wiki}: size 480, ${width}`);
  // The editor's tag (issue 52): the record reaches the board exactly, and each caption shows
  // as text, entities decoded once.
  const hostile = BOARDS.length;
  const board = (i) => page.evaluate((n) => {
    const el = document.querySelectorAll('quintet-board')[n];
    const shown = (s) => { const x = el.shadowRoot.querySelector(s); return x && !x.hidden ? x.textContent : ''; };
    return {
      record: el.record, attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      note: shown('.quintet-note'), caption: shown('.quintet-caption'), prompt: shown('.quintet-prompt'),
    };
  }, i);
  const step = (i) => page.evaluate((n) => document.querySelectorAll('quintet-board')[n].shadowRoot.querySelector('[data-cmd="forward"]').click(), i);
  for (const [k, caption] of HOSTILE_CAPTIONS.entries()) {
    if (k > 0) await step(hostile);
    const seen = await board(hostile);
    assert.deepEqual([seen.record, seen.note, seen.caption], [HOSTILE, '', caption], `${wiki}: the editor's tag, step ${k + 1}`);
  }
  assert.deepEqual(await page.evaluate((n) => window.quintetBoardCall(n, 'drawn'), hostile), ['mark:G:13', 'arrow:G:11:13'], wiki);
  // Every README tag as written there: the board gets what the tag means, and has no note.
  for (const [k, tag] of readme.entries()) {
    const seen = await board(hostile + 1 + k);
    assert.deepEqual(seen.attributes, meant(tag), `${wiki}: ${tag}`);
    assert.equal(seen.note, '', `${wiki}: ${tag}`);
    assert.equal(seen.prompt, meant(tag).prompt ?? '', `${wiki}: ${tag}`);
  }
  // The unknown attribute is named by the integration (it passes only the board's own).
  assert.match(await page.textContent('.quintet-ignored'), /colour/, wiki);
  assert.deepEqual(errors, [], `${wiki}: console`);
  await page.screenshot({ path: join(tmpdir(), `quintet-${wiki}.png`), fullPage: true });
  await page.close();
}

test('MediaWiki 1.39: the <quintet> tag draws boards that play, solve and stay safe', async () => {
  const started = Date.now();
  const dir = await tempDir('mediawiki');
  const port = await freePort();
  const server = `http://127.0.0.1:${port}`;
  execFileSync('php', [`${MEDIAWIKI}/maintenance/install.php`, '--dbtype', 'sqlite', '--dbpath', join(dir, 'data'),
    '--dbname', 'wiki', '--server', server, '--scriptpath', '', '--confpath', dir, '--skins', 'Vector',
    '--lang', 'en', '--pass', 'quintet-test-password', 'Quintet Test', 'Admin'], { stdio: 'pipe' });
  const settings = join(dir, 'LocalSettings.php');
  await appendFile(settings, `
wfLoadExtension( 'Quintet', ${JSON.stringify(join(repo, 'integrations/mediawiki/Quintet/extension.json'))} );
$wgQuintetBoardsUrl = ${JSON.stringify(dist.url)};
$wgCacheDirectory = ${JSON.stringify(join(dir, 'cache'))};
$wgFavicon = 'data:,';
`);
  const tag = ({ record, bare, attrs = '', text }) => {
    const value = record.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const quoted = bare ? value : `"${value}"`;
    return text ? `<quintet record=${quoted} ${attrs}>${text}</quintet>` : `<quintet record=${quoted} ${attrs} />`;
  };
  const wikitext = [...BOARDS.map(tag), editorTag, ...readmeTags('mediawiki')]
    .map((t, i) => `== Board ${i + 1} ==\n${t}\n`).join('\n');
  execFileSync('php', [`${MEDIAWIKI}/maintenance/edit.php`, '--conf', settings, '-u', 'Admin', 'Quintet_test'],
    { input: wikitext, env: { ...process.env, MW_CONFIG_FILE: settings }, stdio: ['pipe', 'pipe', 'pipe'] });
  // A raw '>' in a quoted record (the README's walkthrough once had one): MediaWiki ends the tag
  // there and takes the page up to the next </quintet> for its text. The board is replaced by a
  // message, and the page's text after it is kept, the next board included.
  const cut = '<quintet record="senet;d2,11-13{[%arrow G11>13] ok}" />\nA paragraph after it.\n\n== Next ==\n<quintet record="arces">A prompt</quintet>\n';
  execFileSync('php', [`${MEDIAWIKI}/maintenance/edit.php`, '--conf', settings, '-u', 'Admin', 'Quintet_cut'],
    { input: cut, env: { ...process.env, MW_CONFIG_FILE: settings }, stdio: ['pipe', 'pipe', 'pipe'] });
  await php(port, ['-t', MEDIAWIKI], { MW_CONFIG_FILE: settings }, '/index.php?title=Main_Page');
  const ready = Date.now();
  await checkPage(`${server}/index.php?title=Quintet_test`, 'mediawiki');
  const page = await browser.newPage();
  await page.goto(`${server}/index.php?title=Quintet_cut`);
  assert.match(await page.textContent('.quintet-cut'), /ends at a ">" inside its record.*\[%arrow G11-13\]/);
  assert.match(await page.textContent('.mw-parser-output'), /A paragraph after it\./);
  assert.equal(await page.textContent('.mw-parser-output h2 .mw-headline'), 'Next');
  // The next board gets back the </quintet> MediaWiki took for the broken tag's end.
  const after = await page.evaluate(() => [...document.querySelectorAll('quintet-board')].map((el) =>
    Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]))));
  assert.deepEqual(after, [{ record: 'arces', prompt: 'A prompt' }], 'no board made of the page, the next one whole');
  await page.close();
  console.log(`mediawiki: set-up ${ready - started} ms, browser checks ${Date.now() - ready} ms`);
});

test('DokuWiki: the <quintet> tag draws boards that play, solve and stay safe', async () => {
  const started = Date.now();
  const dir = await tempDir('dokuwiki');
  const port = await freePort();
  // Debian's code, this instance's configuration, data and plugins (the system's plus ours).
  await mkdir(join(dir, 'conf'));
  for (const name of await readdir('/etc/dokuwiki')) {
    const from = join('/etc/dokuwiki', name);
    if ((await lstat(from)).isFile()) await copyFile(from, join(dir, 'conf', name));
  }
  await writeFile(join(dir, 'conf', 'local.php'), `<?php
$conf['title'] = 'Quintet test';
$conf['savedir'] = ${JSON.stringify(join(dir, 'data'))};
$conf['useacl'] = 0;
$conf['plugin']['quintet']['boards_url'] = ${JSON.stringify(dist.url)};
`);
  await mkdir(join(dir, 'plugins'));
  for (const name of await readdir('/var/lib/dokuwiki/lib/plugins')) {
    await symlink(join('/var/lib/dokuwiki/lib/plugins', name), join(dir, 'plugins', name));
  }
  await symlink(join(repo, 'integrations/dokuwiki/quintet'), join(dir, 'plugins', 'quintet'));
  for (const sub of ['pages', 'meta', 'media', 'media_meta', 'media_attic', 'attic', 'cache', 'index', 'locks', 'tmp', 'log']) {
    await mkdir(join(dir, 'data', sub), { recursive: true });
  }
  // PHP's server routes every .php request through this file, which points DokuWiki at them.
  await writeFile(join(dir, 'router.php'), `<?php
define('DOKU_CONF', __DIR__ . '/conf/');
define('DOKU_PLUGIN', __DIR__ . '/plugins/');
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/') $path = '/doku.php';
if (substr($path, -4) !== '.php') return false;
$file = ${JSON.stringify(DOKUWIKI)} . $path;
if (strpos($path, '..') !== false || !is_file($file)) { http_response_code(404); return true; }
chdir(dirname($file));
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = $path;
$_SERVER['SCRIPT_FILENAME'] = $file;
require $file;
`);
  const tag = ({ record, bare, attrs = '', text }) => {
    const value = bare ? record : record.includes("'") ? `"${record}"` : `'${record}'`;
    return text ? `<quintet record=${value} ${attrs}>${text}</quintet>` : `<quintet record=${value} ${attrs} />`;
  };
  await writeFile(join(dir, 'data', 'pages', 'quintet_test.txt'),
    [...BOARDS.map(tag), editorTag, ...readmeTags('dokuwiki')]
      .map((t, i) => `===== Board ${i + 1} =====\n\n${t}\n`).join('\n'));
  // Tags the plugin cannot read are a plain message, never raw text; a name alone is on.
  // An unquoted value holding '>' ends the tag early: the text between the tags stops at the
  // blank line, so the tag is a message and the page after it stays the page (issue 52).
  await writeFile(join(dir, 'data', 'pages', 'quintet_bad.txt'),
    '<quintet record="senet" controls=>\n\n<quintet record=senet coords flip=1 />\n\n'
    + '<quintet record=senet;d2{[%arrow G11>13]} />\n\nA paragraph after it.\n\n<quintet record="arces">A prompt</quintet>\n');
  await php(port, ['-t', DOKUWIKI, join(dir, 'router.php')], {}, '/doku.php?id=quintet_test');
  const ready = Date.now();
  await checkPage(`http://127.0.0.1:${port}/doku.php?id=quintet_test`, 'dokuwiki');
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/doku.php?id=quintet_bad`);
  const content = await page.textContent('.page');
  // (The message names the tag, `<quintet>`, but never shows what was written.)
  assert.doesNotMatch(content, /<quintet record|controls=>|flip=1/, 'no raw text of the tag');
  const unreadable = await page.locator('.quintet-unreadable').allTextContents();
  assert.equal(unreadable.length, 2);
  for (const text of unreadable) {
    assert.match(text, /^Quintet: this <quintet> tag could not be read\. Write each attribute as name="value".*\[%arrow G11-13\]/);
  }
  assert.match(content, /A paragraph after it\./);
  const boards = await page.evaluate(() => [...document.querySelectorAll('quintet-board')].map((el) =>
    Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]))));
  assert.deepEqual(boards, [{ record: 'senet', coords: '', flip: '1' }, { record: 'arces', prompt: 'A prompt' }]);
  await page.close();
  console.log(`dokuwiki: set-up ${ready - started} ms, browser checks ${Date.now() - ready} ms`);
});
