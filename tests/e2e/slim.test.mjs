// scripts/slim.mjs: the build's style sheets are minified (esbuild), never a string, and every
// element of the game page (whose sheet is in its HTML), the editor and the embed has the same
// computed style under the built sheets as under the source's, wide and narrow, light and dark;
// wasm-bindgen's scripts are minified, with their exports and a classic script's globals as they
// were; the pages lose their comments, indentation and blank lines, never a text area's text,
// and their inline classic scripts are minified; the names a wasm-bindgen module imports from its
// glue are shortened in both, and every module still loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { minifyCss, minifyImports, minifyScript, slimHtml, slimInlineScripts } from '../../scripts/slim.mjs';
import { launch, serve } from './harness.mjs';

test('a style sheet loses its comments and spaces; strings stay', () => {
  const css = '/* why */\n.a {\n  content: "/* not a comment */";\n  color: #ff0000; /* red */\n}\n\n/* two\n   lines */\n.b::after { content: \'*/\'; }\n';
  assert.equal(minifyCss(css), '.a{content:"/* not a comment */";color:red}.b:after{content:"*/"}\n');
});

test("every element's computed style is the same under the built style sheets as under the source", async () => {
  const dist = new URL('../../dist/', import.meta.url);
  const built = readdirSync(dist).find((n) => /^style-.*\.css$/.test(n));
  const sources = { [built]: 'style.css', 'editor.css': 'editor.css', 'embed.css': 'embed.css', 'embed-example.css': 'embed-example.css' };
  const source = (name) => readFileSync(new URL(`../../www/${sources[name]}`, import.meta.url), 'utf8');
  for (const name of Object.keys(sources)) {
    const css = readFileSync(new URL(name, dist), 'utf8');
    assert.ok(!css.includes('/*'), `${name}: no comment left`);
    assert.equal(css, minifyCss(source(name)), `${name}: the source minified`);
  }
  // The game page has the built sheet in its HTML (scripts/first-paint.mjs).
  const inline = readFileSync(new URL('index.html', dist), 'utf8').match(/<style>([\s\S]*?)<\/style>/)?.[1];
  assert.equal(inline, minifyCss(source(built)).trim(), 'index.html: the source minified, inline');
  const server = await serve();
  const browser = await launch();
  try {
    // Every element's computed style on `path`, in the light and the dark scheme (one load: the
    // scheme changes no markup), under the built or the source style sheets.
    const styles = async (path, viewport, original) => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      if (original) {
        await context.route(/\.css$/, (route) => route.fulfill({
          contentType: 'text/css', body: source(new URL(route.request().url()).pathname.split('/').pop()),
        }));
        // The game page's inline sheet becomes the source's, and its policy (which allows the
        // built one by its hash) empty: the same elements.
        await context.route((url) => /\/(index\.html)?$/.test(url.pathname), async (route) => {
          const html = await (await route.fetch()).text();
          await route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: html.replace(/(<meta http-equiv="Content-Security-Policy" content=")[^"]*/, '$1')
              .replace(/<style>[\s\S]*?<\/style>/, () => `<style>${source(built)}</style>`),
          });
        });
      }
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      // The start's end: the page's and the editor's test hooks come last; the embed starts in
      // one task, which sizes its board.
      await page.waitForFunction(() => window.quintetTest !== undefined || window.quintetEditorTest !== undefined
        || (location.pathname.endsWith('embed.html') && document.querySelector('canvas')?.width > 300));
      const schemes = {};
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        schemes[colorScheme] = await page.evaluate(() => [...document.querySelectorAll('*')].map((e) => {
          const style = getComputedStyle(e);
          return `${e.id || e.tagName}: ${[...style].map((k) => `${k}=${style.getPropertyValue(k)}`).sort().join('; ')}`;
        }));
      }
      await context.close();
      return schemes;
    };
    for (const path of ['#seesaw', 'editor.html#arces-4', 'embed.html#zanstrekt']) {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
        const [built, sourced] = [await styles(path, viewport, false), await styles(path, viewport, true)];
        for (const colorScheme of ['light', 'dark']) {
          const [minified, original] = [built[colorScheme], sourced[colorScheme]];
          assert.equal(minified.length, original.length);
          // Per element that differs, the properties that do: built, then source.
          const differ = minified.flatMap((line, i) => {
            if (line === original[i]) return [];
            const [ours, theirs] = [line.split('; '), original[i].split('; ')];
            return [`${ours.filter((p) => !theirs.includes(p)).join('; ')} (source: ${theirs.filter((p) => !ours.includes(p)).join('; ')})`];
          });
          assert.equal(differ.length, 0, `${path} ${viewport.width}px ${colorScheme}: ${differ.slice(0, 2).join('\n')}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a module loses its own long names and keeps its exports; a classic script keeps its globals', async () => {
  const module = 'function initSync(module) {\n  const instance = module * 2;\n  return instance;\n}\nasync function __wbg_init(path) {\n  return initSync(path);\n}\nexport { initSync, __wbg_init as default };\n';
  const small = minifyScript(module);
  assert.ok(small.length < module.length * 0.6, small);
  assert.ok(!small.includes('__wbg_init') && !small.includes('instance'), small);
  const exported = await import(`data:text/javascript,${encodeURIComponent(small)}`);
  assert.equal(exported.initSync(21), 42);
  assert.equal(await exported.default(4), 8);
  const classic = 'let wasm_bindgen = (function(exports) {\n  function initSync(module) { return module; }\n  return Object.assign(exports, { initSync });\n})({});\n';
  const slimClassic = minifyScript(classic);
  assert.match(slimClassic, /^let wasm_bindgen=/);
  assert.equal(new Function(`${slimClassic}; return wasm_bindgen.initSync(7);`)(), 7);
});

test('the built wasm-bindgen scripts are minified', () => {
  const dist = new URL('../../dist/', import.meta.url);
  const glue = readdirSync(dist).filter((n) => /^quintet-(web|embed|editor|worker)-.*\.js$/.test(n));
  assert.equal(glue.length, 4);
  for (const name of glue) {
    const js = readFileSync(new URL(name, dist), 'utf8');
    assert.ok(js.split('\n').length < 10, `${name}: a few lines, not ${js.split('\n').length}`);
    assert.ok(!js.includes('__wbg_get_imports'), `${name}: its own names shortened`);
    assert.match(js, /"\.\/quintet-[a-z]+_bg\.js"/, `${name}: still wasm-bindgen's glue`);
    if (name.startsWith('quintet-worker-')) assert.match(js, /^let wasm_bindgen=/, `${name}: its global kept`);
    else assert.match(js, /export\{[^}]*\bas default\b[^}]*\}/, `${name}: its exports kept`);
  }
});

test('pages lose their comments, indentation and blank lines; scripts, styles and text areas do not', () => {
  const html = '<!DOCTYPE html>\n<p>a <!-- inline --> b</p>\n  <!-- own line -->\n  <!-- two\n       lines -->\n  <div>\n\n    <b>x</b> <i>y</i></div>\n'
    + '<script>\n  const s = "<!-- kept -->";\n</script> <b>z</b>\n<textarea>\n  <!-- typed --></textarea>\n<style>/* <!-- */</style>\n';
  assert.equal(slimHtml(html), '<!DOCTYPE html>\n<p>a  b</p>\n<div>\n<b>x</b> <i>y</i></div>\n'
    + '<script>\n  const s = "<!-- kept -->";\n</script> <b>z</b>\n<textarea>\n  <!-- typed --></textarea>\n<style>/* <!-- */</style>\n');
});

test("a page's inline classic scripts are minified; module and data scripts, and scripts with a source, are not", () => {
  const html = '<p>x</p>\n<script>\n  const long = location.hash;\n  console.log(long + 1);\n</script>\n<script type="module">\n  const kept = 1;\n</script>'
    + '<script type="application/json">{ "a": 1 }</script><script src="a.js"></script>';
  assert.equal(slimInlineScripts(html), '<p>x</p>\n<script>const long=location.hash;console.log(long+1);</script>\n<script type="module">\n  const kept = 1;\n</script>'
    + '<script type="application/json">{ "a": 1 }</script><script src="a.js"></script>');
});

test('the built pages carry no comments or indentation, and every script of the source', () => {
  const dist = new URL('../../dist/', import.meta.url);
  for (const [name, source] of [['index.html', '../../index.html'], ['editor.html', '../../www/editor.html'], ['embed.html', null]]) {
    const html = readFileSync(new URL(name, dist), 'utf8');
    assert.ok(!html.includes('<!--'), `${name}: no comment left`);
    // Slimmed already: slimming again changes nothing but the indentation the security step
    // wrote after the policy it added.
    const policy = /(<meta http-equiv="Content-Security-Policy"[^>]*>\n)[ \t]+/;
    assert.match(html, policy, `${name}: has its policy`);
    assert.equal(slimHtml(html), html.replace(policy, '$1'), `${name}: slimmed`);
    assert.match(html, /<\/html>\s*$/, `${name}: whole`);
    if (!source) continue;
    // The source's inline scripts (the built page's loader aside) are in the built page, minified.
    const text = readFileSync(new URL(source, import.meta.url), 'utf8');
    for (const [, script] of text.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      assert.ok(html.includes(`<script>${minifyScript(script).trim()}</script>`), `${name}: ${script.slice(0, 40)}`);
    }
  }
  // The teaching example keeps its comments.
  assert.ok(readFileSync(new URL('embed-example.html', dist), 'utf8').includes('<!--'));
});

/** A module importing `names` (functions of no arguments) from `from`, as wasm-bindgen's do. */
function importing(from, names) {
  const bytes = (text) => [...new TextEncoder().encode(text)];
  const string = (text) => [bytes(text).length, ...bytes(text)];
  const imports = [names.length, ...names.flatMap((name) => [...string(from), ...string(name), 0, 0])];
  return Buffer.from([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 2, imports.length, ...imports]);
}

test('the names a module imports from its glue get short, in both; other names stay', () => {
  const names = ['__wbg_setAttribute_0123456789abcdef', '__wbg_now_fedcba9876543210', 'memory_of_another'];
  const js = 'const o={"./q_bg.js":{__proto__:null,__wbg_setAttribute_0123456789abcdef:function(){},' +
    '__wbg_now_fedcba9876543210:function(){return __wbg_now_fedcba9876543210}}};';
  const { wasm, js: glue, renamed } = minifyImports(importing('./q_bg.js', names), js);
  assert.ok(WebAssembly.validate(wasm));
  // The second name is written twice in the glue, the third not at all: both stay.
  assert.deepEqual([...renamed], [['__wbg_setAttribute_0123456789abcdef', '_a']]);
  assert.equal(glue, js.replace('__wbg_setAttribute_0123456789abcdef', '_a'));
  const imported = WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((i) => i.name);
  assert.deepEqual(imported, ['_a', names[1], names[2]]);
});

test("every built module imports its glue's functions by short names, each defined by the glue", () => {
  const dist = new URL('../../dist/', import.meta.url);
  const modules = readdirSync(dist).filter((n) => /^quintet-.*_bg\.wasm$/.test(n));
  assert.equal(modules.length, 5, modules.join());
  for (const name of modules) {
    const wasm = readFileSync(new URL(name, dist));
    const js = readFileSync(new URL(name.replace(/_bg\.wasm$/, '.js'), dist), 'utf8');
    const own = WebAssembly.Module.imports(new WebAssembly.Module(wasm)).filter((i) => /_bg\.js$|^wbg$/.test(i.module));
    assert.ok(own.length > 10, name);
    for (const { name: imported } of own) {
      assert.match(imported, /^_[a-z]+$/, `${name}: ${imported}`);
      assert.ok(new RegExp(`[{,]${imported}:`).test(js), `${name}: the glue defines ${imported}`);
    }
  }
});
