// The hashed file names of a Trunk build, read from its index.html and its folder (shared by the
// post-build hooks).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildFiles(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const find = (re, what) => {
    const m = html.match(re);
    if (!m) throw new Error(`no ${what} in ${dir}/index.html`);
    return m[1];
  };
  // The page's style sheet, which scripts/first-paint.mjs inlines into index.html: the build
  // keeps the file, for the editor.
  const css = readdirSync(dir).find((name) => /^style-[0-9a-f]+\.css$/.test(name));
  if (!css) throw new Error(`no style sheet (style-….css) in ${dir}`);
  return {
    html,
    // The loader (Trunk.toml's pattern_script, minified by scripts/slim.mjs) names the plain
    // page's module, with relative addresses (public_url "./").
    js: find(/["']\.\/(quintet-web-[0-9a-f]+\.js)["']/, 'module script'),
    wasm: find(/["']\.\/(quintet-web-[0-9a-f]+_bg\.wasm)["']/, 'wasm'),
    css,
  };
}
