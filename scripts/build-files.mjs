// The hashed file names of a Trunk build, read from its index.html (shared by the post-build hooks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildFiles(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const find = (re, what) => {
    const m = html.match(re);
    if (!m) throw new Error(`no ${what} in ${dir}/index.html`);
    return m[1];
  };
  return {
    html,
    // The loader is Trunk.toml's pattern_script, which names the plain page's module first;
    // addresses are relative (public_url "./").
    js: find(/let \[js, wasm\] = \['\.\/([^']+\.js)'/, 'module script'),
    wasm: find(/let \[js, wasm\] = \['[^']+', '\.\/([^']+\.wasm)'\]/, 'wasm'),
    css: find(/<link rel="stylesheet" href="\.\/([^"]+\.css)"/, 'stylesheet'),
  };
}
