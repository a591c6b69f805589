// scripts/slim.mjs: the build's style sheets lose their comments and indentation, never a rule or
// a string, and the page's style sheet in dist/ is the slimmed one; wasm-bindgen's scripts lose
// the spaces that begin their lines, unless a template literal could span lines; the pages lose
// their comments, indentation and blank lines, never a script's or a text area's text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { slimCss, slimGlue, slimHtml } from '../../scripts/slim.mjs';

test('comments and indentation go; rules and strings stay', () => {
  const css = '/* why */\n.a {\n  content: "/* not a comment */";\n  color: red; /* red */\n}\n\n/* two\n   lines */\n.b::after { content: \'*/\'; }\n';
  assert.equal(slimCss(css), '.a {\ncontent: "/* not a comment */";\ncolor: red;\n}\n.b::after { content: \'*/\'; }\n');
});

test('the built style sheets carry no comments, and every rule of the source', () => {
  const dist = new URL('../../dist/', import.meta.url);
  const built = readdirSync(dist).find((n) => /^style-.*\.css$/.test(n));
  const css = readFileSync(new URL(built, dist), 'utf8');
  assert.ok(!css.includes('/*'), 'no comment left');
  const source = readFileSync(new URL('../../www/style.css', import.meta.url), 'utf8');
  const selectors = (text) => [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)].map((m) => m[1].replace(/\s+/g, ' ').trim());
  assert.deepEqual(selectors(css), selectors(source));
});

test('scripts lose their indentation, never a line, and not at all with a string over lines', () => {
  assert.equal(slimGlue('function f() {\n    const a = `x${1}`;\n\treturn a;\n}\n'),
    'function f() {\nconst a = `x${1}`;\nreturn a;\n}\n');
  for (const kept of ['  a = `x\n  y`;\n', '  s = "`";\n  t = `\n`;\n', '  s = "a\\\n  b";\n']) assert.equal(slimGlue(kept), kept);
});

test('the built wasm-bindgen scripts are slimmed', () => {
  const dist = new URL('../../dist/', import.meta.url);
  const glue = readdirSync(dist).filter((n) => /^quintet-(web|embed|editor|worker)-.*\.js$/.test(n));
  assert.equal(glue.length, 4);
  for (const name of glue) {
    const js = readFileSync(new URL(name, dist), 'utf8');
    assert.ok(!/^[ \t]/m.test(js), `${name}: no line begins with a space`);
    assert.ok(js.includes('__wbg_get_imports'), `${name}: still wasm-bindgen's glue`);
  }
});

test('pages lose their comments, indentation and blank lines; scripts, styles and text areas do not', () => {
  const html = '<!DOCTYPE html>\n<p>a <!-- inline --> b</p>\n  <!-- own line -->\n  <!-- two\n       lines -->\n  <div>\n\n    <b>x</b> <i>y</i></div>\n'
    + '<script>\n  const s = "<!-- kept -->";\n</script> <b>z</b>\n<textarea>\n  <!-- typed --></textarea>\n<style>/* <!-- */</style>\n';
  assert.equal(slimHtml(html), '<!DOCTYPE html>\n<p>a  b</p>\n<div>\n<b>x</b> <i>y</i></div>\n'
    + '<script>\n  const s = "<!-- kept -->";\n</script> <b>z</b>\n<textarea>\n  <!-- typed --></textarea>\n<style>/* <!-- */</style>\n');
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
    // The source's inline scripts (the built page's loader aside) are in the built page as they are.
    const text = readFileSync(new URL(source, import.meta.url), 'utf8');
    for (const [script] of text.matchAll(/<script>[\s\S]*?<\/script>/g)) assert.ok(html.includes(script), `${name}: ${script.slice(0, 40)}`);
  }
  // The teaching example keeps its comments.
  assert.ok(readFileSync(new URL('embed-example.html', dist), 'utf8').includes('<!--'));
});
