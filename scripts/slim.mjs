// Post-build step: the build's style sheets and its `quintet-*.js` scripts (wasm-bindgen's glue,
// `<quintet-board>`'s element) minified by esbuild, and its pages without their comments and
// indentation. The comments explain the rules and the markup to us and are worth nothing to a
// visitor: the page's style sheet's alone were 1,568 of its gzip bytes, the game page's HTML
// comments and indentation 466; esbuild takes the page's glue from 10,060 to some 8,400 and its
// style sheet from 4,615 to some 4,400 (docs/performance.md). Trunk's own minifier would also
// rewrite the HTML, which the later steps read (the loader script, the policies' hashes), so the
// pages are only slimmed, and only safely: their comments, indentation and blank lines, never
// inside a script, a style or a text area; their inline classic scripts are minified by esbuild
// as the others (145 gzip bytes of the game page). The embedding example keeps its comments:
// they teach.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// esbuild is a build tool of ours, installed into .tools/ by scripts/setup.sh (as wasm-opt is).
const tools = join(dirname(fileURLToPath(import.meta.url)), '..', '.tools', 'package.json');

/** esbuild, from .tools/ (a clear error if the set-up has not installed it). */
function esbuild() {
  try {
    return createRequire(tools)('esbuild');
  } catch {
    throw new Error('slim.mjs: esbuild is missing from .tools/; run scripts/setup.sh');
  }
}

/**
 * `css` minified: no comments or whitespace, shorter numbers and colours, never a rule's
 * meaning (`slim.test.mjs` compares every element's computed style under the built and the
 * source style sheets). No target is given, so nothing is rewritten for older browsers.
 */
export function minifyCss(css) {
  return esbuild().transformSync(css, { loader: 'css', minify: true }).code;
}

/**
 * `js` minified: whitespace, syntax and the names of its own variables, never a name it exports
 * or a property's. A module's top-level names are its own and get shorter; a classic script's
 * (the worker's glue, whose `wasm_bindgen` is global) stay as they are, as esbuild leaves the
 * top level of anything that is not a module alone.
 */
export function minifyScript(js) {
  return esbuild().transformSync(js, { minify: true }).code;
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

/**
 * `html`'s inline classic scripts minified (`minifyScript`: a classic script's top-level names
 * stay); scripts with a `src` or a `type` (modules, data) are left as they are. The security step
 * hashes the scripts as they are then.
 */
export function slimInlineScripts(html) {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (_, body) => `<script>${minifyScript(body).trim()}</script>`);
}

/** A wasm integer (unsigned LEB128) at `at`: its value and where it ends. */
function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** `value` as an unsigned LEB128. */
function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/** The `n`th short name: `_a` … `_z`, `_aa` …: an identifier, as a property key needs. */
function shortName(n) {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(97 + ((k - 1) % 26)) + name;
  return `_${name}`;
}

/**
 * wasm-bindgen's module (`wasm`, its bytes) and glue (`js`) with the names of the functions the
 * module imports from the glue shortened: `__wbg_setAttribute_2a8f…` becomes `_a`. Each name
 * ends in a hash of 16 hex digits that no compression shrinks, and the page's module imports 250
 * of them, each written once in the module and once in the glue: 7.7 KB of the page's gzip
 * (docs/performance.md). A name is renamed only where the glue writes it exactly once (as the
 * import object's key), so nothing else can refer to it; the module's exports and its imports of
 * other modules stay as they are. Returns the new module, the new glue and the names renamed.
 */
export function minifyImports(wasm, js) {
  const text = new TextDecoder();
  const bytes = new TextEncoder();
  const word = (name, flags) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, flags);
  const once = (name) => (js.match(word(name, 'g')) ?? []).length === 1;
  const renamed = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const [size, start] = readLeb(wasm, at + 1);
    const end = start + size;
    if (wasm[at] !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    // The import section: (module, name, description) for each import.
    let [count, i] = readLeb(wasm, start);
    const section = leb(count);
    for (; count > 0; count--) {
      let length;
      [length, i] = readLeb(wasm, i);
      const module = wasm.subarray(i, i += length);
      [length, i] = readLeb(wasm, i);
      const name = text.decode(wasm.subarray(i, i += length));
      const described = i;
      const kind = wasm[i++];
      if (kind === 0) [, i] = readLeb(wasm, i);
      else if (kind === 1 || kind === 2) {
        if (kind === 1) i++;
        let flags;
        [flags, i] = readLeb(wasm, i);
        [, i] = readLeb(wasm, i);
        if (flags & 1) [, i] = readLeb(wasm, i);
      } else if (kind === 3) i += 2;
      else throw new Error(`slim.mjs: an import of an unknown kind (${kind})`);
      const glue = text.decode(module).endsWith('_bg.js') || text.decode(module) === 'wbg';
      if (glue && !renamed.has(name) && once(name)) renamed.set(name, shortName(renamed.size));
      const written = bytes.encode(renamed.get(name) ?? name);
      section.push(...leb(module.length), ...module, ...leb(written.length), ...written, ...wasm.subarray(described, i));
    }
    parts.push(Uint8Array.from([2, ...leb(section.length), ...section]));
    at = end;
  }
  let glue = js;
  for (const [from, to] of renamed) glue = glue.replace(word(from), to);
  return { wasm: Buffer.concat(parts), js: glue, renamed };
}

/** The pages slimmed: the embedding example's comments teach, and stay. */
const PAGES = ['index.html', 'embed.html', 'editor.html', 'learn.html'];

/**
 * Minifies every `.css` file at the top of `dir`, wasm-bindgen's `quintet-*.js` and
 * `<quintet-board>`'s, and slims the pages, their inline scripts minified; returns the bytes saved.
 */
export function slimFiles(dir) {
  let saved = 0;
  for (const name of readdirSync(dir)) {
    const slim = name.endsWith('.css') ? minifyCss : /^quintet-.*\.js$/.test(name) ? minifyScript
      : PAGES.includes(name) ? (html) => slimInlineScripts(slimHtml(html)) : null;
    if (!slim) continue;
    const path = join(dir, name);
    const text = readFileSync(path, 'utf8');
    const slimmed = slim(text);
    saved += text.length - slimmed.length;
    writeFileSync(path, slimmed);
  }
  // Each wasm-bindgen module with its glue: the names it imports, shortened.
  for (const name of readdirSync(dir)) {
    const base = /^(quintet-.*)_bg\.wasm$/.exec(name)?.[1];
    if (!base) continue;
    const [wasmPath, jsPath] = [join(dir, name), join(dir, `${base}.js`)];
    const wasm = readFileSync(wasmPath);
    const js = readFileSync(jsPath, 'utf8');
    const short = minifyImports(wasm, js);
    saved += wasm.length - short.wasm.length + js.length - short.js.length;
    writeFileSync(wasmPath, short.wasm);
    writeFileSync(jsPath, short.js);
  }
  console.log(`slim.mjs: the style sheets, scripts and pages ${saved} bytes smaller`);
  return saved;
}
