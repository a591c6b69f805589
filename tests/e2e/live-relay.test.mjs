// The live games' relay setting (docs/remote.md "Live games"): a build names none by default; the
// post-build step (scripts/relay.mjs) writes QUINTET_RELAY into the game page and its
// Content-Security-Policy's connect-src, in the meta tag and in _headers, and refuses an address
// a page should not use. Applied to a copy of the build, it points the copy at a test's broker
// without a second trunk build. No browser: these are the build's files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRelay, pageRelay, relayOrigin } from '../../scripts/relay.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const missing = !existsSync(join(dist, 'index.html')) && 'no build in dist/';

const connectSrc = (policy) => policy.match(/connect-src ([^;]*)/)[1].split(' ');
const metaPolicy = (html) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];

test('relay addresses: wss anywhere, ws only on this machine, nothing else', () => {
  assert.equal(checkRelay('wss://broker.example/mqtt'), 'wss://broker.example/mqtt');
  assert.equal(checkRelay('ws://127.0.0.1:9001/'), 'ws://127.0.0.1:9001/');
  assert.equal(relayOrigin('wss://broker.example:8884/mqtt'), 'wss://broker.example:8884');
  for (const bad of ['ws://broker.example/mqtt', 'https://broker.example/', 'wss://u:p@broker.example/',
    'wss://broker.example/?x=1', 'not an address', '']) {
    assert.throws(() => checkRelay(bad), /relay\.mjs/, bad);
  }
});

test('the default build names no relay; a copy pointed at one allows it on the game page alone', { skip: missing }, () => {
  const plain = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!process.env.QUINTET_RELAY) {
    assert.equal(pageRelay(plain), null);
    assert.deepEqual(connectSrc(metaPolicy(plain)), ["'self'"]);
  }
  const copy = mkdtempSync(join(tmpdir(), 'quintet-relay-'));
  try {
    cpSync(dist, copy, { recursive: true });
    const relay = 'ws://127.0.0.1:9001/';
    execFileSync('node', [join(root, 'scripts/relay.mjs'), copy, relay]);
    const html = readFileSync(join(copy, 'index.html'), 'utf8');
    assert.equal(pageRelay(html), relay);
    const policy = metaPolicy(html);
    assert.ok(connectSrc(policy).includes('ws://127.0.0.1:9001'), policy);
    const headers = readFileSync(join(copy, '_headers'), 'utf8');
    for (const path of ['/', '/index.html']) {
      const line = headers.match(new RegExp(`^${path.replace('.', '[.]')}\\n  Content-Security-Policy: ([^\\n]*)`, 'm'))[1];
      assert.equal(line, `${policy}; frame-ancestors 'none'`, path);
    }
    const editor = headers.match(/^\/editor[.]html\n {2}Content-Security-Policy: ([^\n]*)/m);
    if (editor) assert.ok(!editor[1].includes('9001'), 'other pages connect to their origin only');
    // Applied twice, one relay: the second replaces the first.
    execFileSync('node', [join(root, 'scripts/relay.mjs'), copy, 'ws://127.0.0.1:9002/']);
    const again = readFileSync(join(copy, 'index.html'), 'utf8');
    assert.equal((again.match(/quintet-relay/g) ?? []).length, 1);
    assert.deepEqual(connectSrc(metaPolicy(again)), ["'self'", 'ws://127.0.0.1:9002']);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
