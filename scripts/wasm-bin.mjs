// Builds one of the package's binaries (src/bin/) into a wasm of its own beside the game page, as
// Trunk builds the page: cargo for wasm32, wasm-bindgen, and in release builds wasm-opt -Oz (as
// index.html's data-wasm-opt="z"). Shared by the post-build steps that add such a wasm: the
// position editor (editor.mjs), the embeds (embed.mjs) and the computer opponent's worker
// (worker.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether Trunk runs a release build (hooks see TRUNK_PROFILE). */
export const RELEASE = (process.env.TRUNK_PROFILE ?? 'release') === 'release';

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Builds `bin` from the sources in `source`: in release builds with the Cargo profile `profile`
 * (`release`, or `page` for code that runs no search: Cargo.toml), in debug builds with `dev`;
 * wasm-bindgen's `target` (`web` for a module, `no-modules` for a classic worker script). Returns
 * the glue and the wasm as buffers.
 */
export function buildWasmBin({ source, bin, profile, target }) {
  run('cargo', ['build', '--target=wasm32-unknown-unknown', '--bin', bin, '--offline',
    ...(RELEASE ? ['--profile', profile] : [])], source);
  const cargoDir = process.env.CARGO_TARGET_DIR ?? join(source, 'target');
  const profileDir = RELEASE ? profile : 'debug';
  const work = join(cargoDir, 'wasm-bin', bin, profileDir);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const built = join(cargoDir, 'wasm32-unknown-unknown', profileDir, `${bin}.wasm`);
  run('wasm-bindgen', [`--target=${target}`, '--no-typescript', `--out-dir=${work}`, `--out-name=${bin}`, built], source);
  const wasmPath = join(work, `${bin}_bg.wasm`);
  if (RELEASE) run(wasmOpt(source), [`--output=${wasmPath}`, '-Oz', ...WASM_OPT_PARAMS, wasmPath], source);
  return { js: readFileSync(join(work, `${bin}.js`)), wasm: readFileSync(wasmPath) };
}

/**
 * wasm-opt's flags beyond -Oz, as index.html's data-wasm-opt-params: the low 1 KB of memory is
 * never used (rustc puts the stack first, from 1 MiB down, so only a stack within 1 KB of
 * overflowing would reach it), which lets constant offsets fold into loads and stores; and the
 * producers and target-features sections, which browsers ignore, are dropped.
 */
export const WASM_OPT_PARAMS = ['--low-memory-unused', '--strip-producers', '--strip-target-features'];

/**
 * Writes a built glue and wasm into `dir` under names with a hash of their contents, so that no
 * cache can pair a new page with an old module; returns the names { js, wasm }.
 */
export function writeHashed(dir, bin, { js, wasm }) {
  const hash = createHash('sha256').update(js).update(wasm).digest('hex').slice(0, 16);
  const names = { js: `${bin}-${hash}.js`, wasm: `${bin}-${hash}_bg.wasm` };
  writeFileSync(join(dir, names.js), js);
  writeFileSync(join(dir, names.wasm), wasm);
  return names;
}

/**
 * A page's loader for the module `names` (writeHashed's), headed by the comment `header`: it
 * fetches the wasm once the first contentful paint is on screen, as the game page's loader does
 * (Trunk.toml's pattern_script, which says why), or after 500 ms where no paint is reported.
 */
export function startScript(header, { js, wasm }) {
  return `// ${header}
import init from './${js}';
await new Promise((painted) => { new PerformanceObserver((l) => l.getEntriesByName('first-contentful-paint').length && painted()).observe({ type: 'paint', buffered: true }); setTimeout(painted, 500); });
await init({ module_or_path: new URL('./${wasm}', import.meta.url) });
`;
}

// The one scripts/setup.sh installs, if PATH lacks it.
function wasmOpt(source) {
  const local = join(source, '.tools', 'node_modules', '.bin', 'wasm-opt');
  return existsSync(local) ? local : 'wasm-opt';
}

/**
 * The name a minified module glue (scripts/slim.mjs) gives its `initSync` inside the module: its
 * export clause says. The single file calls it there, to start a wasm from bytes it carries.
 */
export function initSyncName(js, file) {
  const exported = /export\s*\{([^}]*)\}/.exec(js)?.[1].split(',').map((e) => e.trim().split(/\s+as\s+/));
  const name = exported?.find((names) => (names[1] ?? names[0]) === 'initSync')?.[0];
  if (!name) throw new Error(`${file} exports no initSync`);
  return name;
}
