// Post-build step: the remote variant of the game page (src/bin/remote.rs), the same page with
// games by link turned on (docs/remote.md), as a wasm of its own so that the plain page's
// download carries none of it. Built as Trunk builds the page (wasm-bin.mjs: cargo for wasm32,
// wasm-bindgen for the web target, in release the Cargo profile `page` and wasm-opt -Oz). Writes
// quintet-remote-<hash>.js / _bg.wasm and names them in index.html's loader (Trunk.toml's
// pattern_script, whose REMOTE_MODULE placeholder this replaces), before the security step
// hashes the loader for the page's policy.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWasmBin, writeHashed } from './wasm-bin.mjs';

const BIN = 'quintet-remote';
const PLACEHOLDER = 'REMOTE_MODULE';

/** Builds the remote variant's wasm into `dir` and names it in index.html's loader. */
export function writeRemote(dir, source) {
  const built = buildWasmBin({ source, bin: BIN, profile: 'page', target: 'web' });
  const { js, wasm } = writeHashed(dir, BIN, built);
  const path = join(dir, 'index.html');
  const html = readFileSync(path, 'utf8');
  if (html.split(PLACEHOLDER).length !== 2) throw new Error(`remote.mjs: index.html's loader lacks ${PLACEHOLDER}`);
  writeFileSync(path, html.replace(PLACEHOLDER, JSON.stringify([`./${js}`, `./${wasm}`]).replaceAll('"', "'")));
  console.log(`remote.mjs: ${js}, ${wasm} (${built.wasm.length} bytes), named in index.html's loader`);
}
