// The live games' relay setting (docs/remote.md "Live games", "Running a relay"): a build names
// none by default; the post-build step (scripts/relay.mjs) writes QUINTET_RELAY, one address or a
// list of them, into the game page and its Content-Security-Policy's connect-src, in the meta tag
// and in _headers, and refuses an address a page should not use, alone or in a list. Applied to a copy of the build, it points the copy at a test's broker
// without a second trunk build. No browser: these are the build's files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRelay, checkRelays, pageRelay, relayOrigin, relayOrigins } from '../../scripts/relay.mjs';

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

test('a relay list: every address checked, each origin allowed once; one bad address fails', () => {
  assert.equal(checkRelays(' wss://n1.example/mqtt\nwss://n2.example:8443/mqtt  '), 'wss://n1.example/mqtt wss://n2.example:8443/mqtt');
  assert.deepEqual(relayOrigins('wss://n1.example/mqtt wss://n1.example/other wss://n2.example:8443/mqtt'),
    ['wss://n1.example', 'wss://n2.example:8443']);
  assert.throws(() => checkRelays('wss://n1.example/mqtt ws://n2.example/mqtt'), /address 2 of 2/);
  assert.throws(() => checkRelays('wss://n1.example/mqtt wss://n1.example/mqtt'), /twice/);
  assert.throws(() => checkRelays('   '), /no address/);
});

test('a copy pointed at a relay list names them all, in its page, its policy and _headers; a bad list fails', { skip: missing }, () => {
  const copy = mkdtempSync(join(tmpdir(), 'quintet-relays-'));
  try {
    cpSync(dist, copy, { recursive: true });
    const list = ['ws://127.0.0.1:9001/mqtt', 'ws://127.0.0.1:9002/mqtt', 'ws://127.0.0.1:9003/mqtt'];
    execFileSync('node', [join(root, 'scripts/relay.mjs'), copy, ...list]);
    const html = readFileSync(join(copy, 'index.html'), 'utf8');
    assert.equal(pageRelay(html), list.join(' '));
    const policy = metaPolicy(html);
    for (const port of [9001, 9002, 9003]) assert.ok(connectSrc(policy).includes(`ws://127.0.0.1:${port}`), policy);
    const headers = readFileSync(join(copy, '_headers'), 'utf8');
    const line = headers.match(/^\/\n {2}Content-Security-Policy: ([^\n]*)/m)[1];
    assert.equal(line, `${policy}; frame-ancestors 'none'`);
    // One bad address in the list: the step fails, and the copy keeps the list it had.
    assert.throws(() => execFileSync('node', [join(root, 'scripts/relay.mjs'), copy, list[0], 'ws://192.0.2.1:9/'],
      { stdio: 'pipe' }), /ws:\/\/ only on 127\.0\.0\.1/);
    assert.equal(pageRelay(readFileSync(join(copy, 'index.html'), 'utf8')), list.join(' '));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
