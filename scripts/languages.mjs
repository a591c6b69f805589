// Post-build step: the languages other than English (which is built into the wasm).
// 1. lang/<code>.ftl: each language's catalog files (locales/<code>/*.ftl, sorted, each followed
//    by a newline, comment lines left out: exactly as build.rs joins them), fetched by the page
//    when that language is chosen and precached by the service worker (written before it, see
//    postbuild.mjs).
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

/** The catalog text of every language but English, by code. */
function catalogs(source) {
  const root = join(source, 'locales');
  const out = {};
  for (const code of readdirSync(root).sort()) {
    const dir = join(root, code);
    if (code === 'en' || !statSync(dir).isDirectory()) continue;
    out[code] = readdirSync(dir)
      .filter((name) => name.endsWith('.ftl'))
      .sort()
      .map((name) => lines(readFileSync(join(dir, name), 'utf8'))
        .filter((line) => !line.startsWith('#'))
        .map((line) => line + '\n').join('') + '\n')
      .join('');
  }
  return out;
}

/** Writes lang/<code>.ftl for every language but English; returns the codes. */
export function writeLanguages(dir, source) {
  const all = catalogs(source);
  mkdirSync(join(dir, 'lang'), { recursive: true });
  for (const [code, text] of Object.entries(all)) {
    writeFileSync(join(dir, 'lang', `${code}.ftl`), text);
  }
  console.log(`languages.mjs: lang/${Object.keys(all).join('.ftl, lang/')}.ftl`);
  return Object.keys(all);
}

/** Puts every language's catalog into quintet.html (run after offline.mjs wrote it). */
export function bundleLanguages(dir, source) {
  const path = join(dir, 'quintet.html');
  const html = readFileSync(path, 'utf8');
  // Inside a <script> element only "</" could end it early; \u003c keeps the JSON the same.
  const json = JSON.stringify(catalogs(source)).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="quintet-languages">${json}</script>\n`;
  const at = html.indexOf('<script type="module">');
  if (at < 0) throw new Error('languages.mjs: quintet.html has no module script');
  writeFileSync(path, html.slice(0, at) + tag + html.slice(at));
}
