// Post-build step: the build's style sheets without their comments and indentation. The
// comments explain the rules to us (www/*.css) and are worth nothing to a visitor: the page's
// style sheet's alone were 1,568 of its gzip bytes (README "Download size"). Trunk's own
// minifier would also rewrite the HTML, which the later steps read (the loader script, the
// policies' hashes), so only the CSS is slimmed, and only safely: comments out (never inside a
// string), each line trimmed, blank lines dropped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `css` without comments, indentation or blank lines. */
export function slimCss(css) {
  const bare = css.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\/\*[\s\S]*?\*\//g,
    (match) => (match.startsWith('/*') ? '' : match));
  return bare.split('\n').map((line) => line.trim()).filter(Boolean).join('\n') + '\n';
}

/** Slims every `.css` file at the top of `dir`; returns the bytes saved. */
export function slimStyles(dir) {
  let saved = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.css'))) {
    const path = join(dir, name);
    const css = readFileSync(path, 'utf8');
    const slim = slimCss(css);
    saved += css.length - slim.length;
    writeFileSync(path, slim);
  }
  console.log(`slim.mjs: the style sheets ${saved} bytes smaller`);
  return saved;
}
