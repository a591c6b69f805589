// Post-build step: the game page's style sheet comes with its HTML (issue 53). Trunk writes the
// sheet as style-<hash>.css and links it; this puts the (minified) sheet's text into index.html in
// a <style> instead, so that the first paint waits for no request after the page's own, one round
// trip less on a slow line (docs/performance.md, "The first board on a slow phone"). The file
// stays in the build for the position editor, which links it (scripts/editor.mjs); the page's
// policy allows the <style> by its hash (scripts/security.mjs, run after this).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LINK = /<link rel="stylesheet" href="\.\/(style-[0-9a-f]+\.css)"\/?>/;

/** Puts the style sheet index.html links into index.html; returns the sheet's name. */
export function inlineStyle(dir) {
  const path = join(dir, 'index.html');
  const html = readFileSync(path, 'utf8');
  const name = html.match(LINK)?.[1];
  if (!name) throw new Error(`first-paint.mjs: ${dir}/index.html links no style sheet`);
  const css = readFileSync(join(dir, name), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`first-paint.mjs: ${name} would end its <style> early`);
  writeFileSync(path, html.replace(LINK, () => `<style>${css.trim()}</style>`));
  console.log(`first-paint.mjs: ${name} (${css.length} bytes) inlined into index.html`);
  return name;
}
