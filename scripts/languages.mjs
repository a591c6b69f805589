// Post-build step: the catalog files the page fetches (English, but for the rules, is built into
// the wasm).
// 1. lang/<code>.ftl for French, Spanish and German: each language's catalog files but the rules
//    and the own areas (locales/<code>/*.ftl, sorted, each followed by a newline, comment lines
//    left out: exactly as build.rs joins them into OUT_DIR/<code>-shared.ftl), fetched when that
//    language is chosen, followed by the words of the areas JOINED to it (board.ftl: what only
//    the embeds' wasm shows, whose English is built into that wasm alone; a board fetches only
//    this file); lang/<code>-editor.ftl, the position editor's words, fetched by it;
//    lang/<code>-rules.ftl for every language, English too: the rules texts (rules-*.ftl) and
//    the lessons' words (lessons-*.ftl), fetched when the Rules dialog opens or a lesson starts;
//    lang/en-board.ftl, the English words the embeds' wasm carries, which the game page fetches
//    after its first board for their refusals (the other languages' are in their main file).
//    The service worker precaches them all (they are
//    written before it, see postbuild.mjs).
// 2. quintet.html, the single file, which cannot fetch from disk, carries all of them inline
//    as JSON in <script type="application/json" id="quintet-languages"> (src/web/l10n.rs).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A text's lines as Rust's str::lines gives them (no empty last line after a final newline). */
function lines(text) {
  const all = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (all.at(-1) === '') all.pop();
  return all;
}

/**
 * Areas that only one page of its own uses, as build.rs's OWN_AREAS: fetched by that page alone
 * (lang/<code>-<area>.ftl), so the game page does not download the position editor's words.
 */
const OWN_AREAS = { editor: ['editor.ftl', 'editor-walk.ftl'], board: ['board.ftl', 'embed.ftl', 'embed-size.ftl', 'walk-controls.ftl', 'lesson-board.ftl', 'refusals.ftl', 'review.ftl', 'share.ftl'], remote: ['remote.ftl'] };
/** The rules document's files (lang/<code>-rules.ftl, as build.rs): the rules texts and the lessons' words. */
const inRules = (name) => name.startsWith('rules-') || name.startsWith('lessons-');
const own = new Set(Object.values(OWN_AREAS).flat());
/** Own areas whose words in other languages than English end lang/<code>.ftl: no file of their own. */
const JOINED = new Set(['board']);

/**
 * Every language's catalog by code, in parts: the page's messages, the rules texts and each own
 * area's words.
 */
function catalogs(source) {
  const root = join(source, 'locales');
  const out = {};
  const join_ = (dir, names) => names
    .map((name) => lines(readFileSync(join(dir, name), 'utf8'))
      .filter((line) => !line.startsWith('#'))
      .map((line) => line + '\n').join('') + '\n')
    .join('');
  for (const code of readdirSync(root).sort()) {
    const dir = join(root, code);
    if (!statSync(dir).isDirectory()) continue;
    const names = readdirSync(dir).filter((name) => name.endsWith('.ftl')).sort();
    const areas = {};
    for (const [area, files] of Object.entries(OWN_AREAS)) {
      areas[area] = join_(dir, names.filter((name) => files.includes(name)));
    }
    out[code] = {
      page: join_(dir, names.filter((name) => !inRules(name) && !own.has(name))),
      rules: join_(dir, names.filter(inRules)),
      areas,
    };
  }
  return out;
}

/**
 * The files pages fetch, by name: lang/<code>.ftl and lang/<code>-<area>.ftl but English (built
 * into the wasm), lang/<code>-rules.ftl for all. `areas` false leaves out the own areas' files
 * (the single file has no editor).
 */
function files(source, areas = true) {
  const out = {};
  for (const [code, { page, rules, areas: words }] of Object.entries(catalogs(source))) {
    if (code !== 'en') out[code] = page + [...JOINED].map((area) => words[area]).join('');
    out[`${code}-rules`] = rules;
    // The game page fetches the English board words for their refusals (src/web/l10n.rs).
    if (code === 'en') out['en-board'] = words.board;
    if (code === 'en' || !areas) continue;
    for (const [area, text] of Object.entries(words)) if (!JOINED.has(area)) out[`${code}-${area}`] = text;
  }
  return out;
}

/** Writes lang/<name>.ftl for every file the page may fetch; returns their names. */
export function writeLanguages(dir, source) {
  const all = files(source);
  mkdirSync(join(dir, 'lang'), { recursive: true });
  for (const [name, text] of Object.entries(all)) {
    writeFileSync(join(dir, 'lang', `${name}.ftl`), text);
  }
  console.log(`languages.mjs: lang/${Object.keys(all).join('.ftl, lang/')}.ftl`);
  return Object.keys(all);
}

/** Puts every language file into quintet.html (run after offline.mjs wrote it). */
export function bundleLanguages(dir, source) {
  const path = join(dir, 'quintet.html');
  const html = readFileSync(path, 'utf8');
  // Inside a <script> element only "</" could end it early; \u003c keeps the JSON the same.
  const json = JSON.stringify(files(source, false)).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="quintet-languages">${json}</script>\n`;
  const at = html.indexOf('<script type="module">');
  if (at < 0) throw new Error('languages.mjs: quintet.html has no module script');
  writeFileSync(path, html.slice(0, at) + tag + html.slice(at));
}
