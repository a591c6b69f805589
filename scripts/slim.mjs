// Post-build step: the build's style sheets without their comments and indentation, and its
// `quintet-*.js` scripts (wasm-bindgen's glue, `<quintet-board>`'s element) without their
// indentation. The comments explain the rules to us
// (www/*.css) and are worth nothing to a visitor: the page's style sheet's alone were 1,568 of its
// gzip bytes (README "Download size"). Trunk's own minifier would also rewrite the HTML, which
// the later steps read (the loader script, the policies' hashes), so only the CSS and the glue
// are slimmed, and only safely: CSS comments out (never inside a string), each line trimmed,
// blank lines dropped; a script only loses the spaces that begin its lines, and not at all if a
// string could span lines.
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

/**
 * Slims every `.css` file at the top of `dir`, and wasm-bindgen's `quintet-*.js`; returns the
 * bytes saved.
 */
export function slimFiles(dir) {
  let saved = 0;
  for (const name of readdirSync(dir)) {
    const slim = name.endsWith('.css') ? slimCss : /^quintet-.*\.js$/.test(name) ? slimGlue : null;
    if (!slim) continue;
    const path = join(dir, name);
    const text = readFileSync(path, 'utf8');
    const slimmed = slim(text);
    saved += text.length - slimmed.length;
    writeFileSync(path, slimmed);
  }
  console.log(`slim.mjs: the style sheets and scripts ${saved} bytes smaller`);
  return saved;
}
