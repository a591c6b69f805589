// scripts/slim.mjs: the build's style sheets lose their comments and indentation, never a rule or
// a string, and the page's style sheet in dist/ is the slimmed one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { slimCss } from '../../scripts/slim.mjs';

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
