// Post-build step: the build's style sheets without their comments and indentation, its
// `quintet-*.js` scripts (wasm-bindgen's glue, `<quintet-board>`'s element) without their
// indentation, and its pages without their comments and indentation. The comments explain the
// rules and the markup to us and are worth nothing to a visitor: the page's style sheet's alone
// were 1,568 of its gzip bytes, the game page's HTML comments and indentation 466 (README
// "Download size"). Trunk's own minifier would also rewrite the HTML, which the later steps read
// (the loader script, the policies' hashes), so only this is done, and only safely: CSS comments out (never inside a
// string), each line trimmed, blank lines dropped; a script only loses the spaces that begin its
// lines, and not at all if a string could span lines; a page its comments, indentation and blank
// lines, never inside a script, a style or a text area. The embedding example keeps its
// comments: they teach.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `css` without comments, indentation or blank lines. */
export function slimCss(css) {
  const bare = css.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\/\*[\s\S]*?\*\//g,
    (match) => (match.startsWith('/*') ? '' : match));
  return bare.split('\n').map((line) => line.trim()).filter(Boolean).join('\n') + '\n';
}

/**
 * `js` without the spaces that begin its lines. Outside strings and comments a line's leading
 * spaces never matter in JavaScript (line breaks stay, so automatic semicolons are unchanged);
 * inside a string they cannot occur, as a quoted string ends with its line, except in a template
 * literal or after a backslash that continues the line: a script is returned as it is if a
 * template literal of it could span lines (a line with an odd number of backticks, or a pair of
 * them with a line break between) or a line of it ends with a backslash.
 */
export function slimGlue(js) {
  const lines = js.split('\n');
  const odd = lines.some((line) => (line.match(/`/g) ?? []).length % 2 === 1);
  const templates = js.match(/`(?:\\[\s\S]|[^`\\])*`/g) ?? [];
  if (odd || lines.some((line) => line.endsWith('\\'))
    || templates.some((t) => t.includes('\n'))) return js;
  return js.replace(/^[ \t]+/gm, '');
}

/** An element whose content `slimHtml` leaves alone, whole (the split keeps it). */
const RAW_TEXT = new RegExp(`(${['script', 'style', 'textarea', 'title']
  .map((tag) => `<${tag}\\b[^>]*>[\\s\\S]*?<\\/${tag}>`).join('|')})`, 'i');

/**
 * `html` without its comments, the spaces that begin its lines and its blank lines: outside
 * `<pre>` (which no page has) whitespace collapses, and a line break stays wherever there was
 * one. The content of `script`, `style`, `textarea` and `title`, where `<!--` is no comment and
 * spaces may matter, stays as it is.
 */
export function slimHtml(html) {
  return html.split(RAW_TEXT)
    .map((part, i) => (i % 2 ? part : part
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/(?<=\n)[ \t]+/g, '')
      .replace(/\n{2,}/g, '\n')))
    .join('');
}

/** The pages slimmed: the embedding example's comments teach, and stay. */
const PAGES = ['index.html', 'embed.html', 'editor.html'];

/**
 * Slims every `.css` file at the top of `dir`, wasm-bindgen's `quintet-*.js` and the pages;
 * returns the bytes saved.
 */
export function slimFiles(dir) {
  let saved = 0;
  for (const name of readdirSync(dir)) {
    const slim = name.endsWith('.css') ? slimCss : /^quintet-.*\.js$/.test(name) ? slimGlue
      : PAGES.includes(name) ? slimHtml : null;
    if (!slim) continue;
    const path = join(dir, name);
    const text = readFileSync(path, 'utf8');
    const slimmed = slim(text);
    saved += text.length - slimmed.length;
    writeFileSync(path, slimmed);
  }
  console.log(`slim.mjs: the style sheets, scripts and pages ${saved} bytes smaller`);
  return saved;
}
