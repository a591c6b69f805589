// scripts/slim.mjs: the build's style sheets lose their comments and indentation, never a rule or
// a string, and the page's style sheet in dist/ is the slimmed one; wasm-bindgen's scripts lose
// the spaces that begin their lines, unless a template literal could span lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { slimCss, slimGlue } from '../../scripts/slim.mjs';

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
