// scripts/serve.mjs: what the browser tests and scripts/play.sh serve, as a static host would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseCoding, serve, parseHeaders, headersFor } from '../../scripts/serve.mjs';

test('_headers rules: path patterns with splats and placeholders, comments, repeated names', () => {
  const rules = parseHeaders(`# a comment
/quintet-board.js
  Access-Control-Allow-Origin: *
/quintet-embed-*
  Access-Control-Allow-Origin: *
  X-Test: one
/docs/:page
  X-Test: two

/*
  X-Frame-Options: SAMEORIGIN
`);
  assert.deepEqual(headersFor(rules, '/quintet-board.js'), { 'access-control-allow-origin': '*', 'x-frame-options': 'SAMEORIGIN' });
  assert.deepEqual(headersFor(rules, '/quintet-embed-1a2b_bg.wasm'),
    { 'access-control-allow-origin': '*', 'x-test': 'one', 'x-frame-options': 'SAMEORIGIN' });
  assert.deepEqual(headersFor(rules, '/docs/a'), { 'x-test': 'two', 'x-frame-options': 'SAMEORIGIN' });
  assert.deepEqual(headersFor(rules, '/docs/a/b'), { 'x-frame-options': 'SAMEORIGIN' });
  assert.deepEqual(headersFor(rules, '/quintet-board.jsx'), { 'x-frame-options': 'SAMEORIGIN' }, 'a pattern matches whole paths');
  assert.throws(() => parseHeaders('  X-Orphan: 1\n'), /cannot read/);
});

test('files are served with their types and headers, gzip when asked, nothing outside the folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quintet-serve-'));
  await mkdir(join(dir, 'sub'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>'.repeat(50));
  await writeFile(join(dir, 'sub', 'index.html'), 'sub');
  await writeFile(join(dir, 'a_bg.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(join(dir, 'quintet-board.js'), 'export {};');
  await writeFile(join(dir, '_headers'), '/quintet-board.js\n  Access-Control-Allow-Origin: *\n');
  await writeFile(join(tmpdir(), 'quintet-secret.txt'), 'secret');
  const plain = await serve({ dir });
  const zipped = await serve({ dir, gzip: true });
  try {
    let r = await fetch(plain.url);
    assert.equal(r.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(r.headers.get('content-encoding'), null);
    r = await fetch(`${plain.url}sub/`);
    assert.equal(await r.text(), 'sub');
    r = await fetch(`${plain.url}a_bg.wasm`);
    assert.equal(r.headers.get('content-type'), 'application/wasm');
    r = await fetch(`${plain.url}quintet-board.js`);
    assert.equal(r.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    assert.equal((await fetch(`${plain.url}index.html`)).headers.get('access-control-allow-origin'), null);
    assert.equal((await fetch(`${plain.url}_headers`)).status, 404, 'the rules are the host\'s, not a page');
    assert.equal((await fetch(`${plain.url}missing.js`)).status, 404);
    assert.equal((await fetch(`${plain.url}..%2fquintet-secret.txt`)).status, 404);
    assert.equal((await fetch(`${plain.url}%2e%2e/quintet-secret.txt`)).status, 404);
    assert.equal((await fetch(plain.url, { method: 'POST' })).status, 405);
    const head = await fetch(plain.url, { method: 'HEAD' });
    assert.equal(head.status, 200);
    // fetch() decodes gzip itself; ask with node:http semantics by reading the raw header.
    r = await fetch(zipped.url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(r.headers.get('content-encoding'), 'gzip');
    assert.equal(r.headers.get('vary'), 'Accept-Encoding');
    assert.match(await r.text(), /<title>x<\/title>/);
    const raw = await new Promise((ok, fail) => {
      import('node:http').then(({ get }) => get(zipped.url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => ok(Buffer.concat(parts)));
      }).on('error', fail));
    });
    assert.ok(raw.length < 200, `compressed: ${raw.length} bytes`);
    assert.match(gunzipSync(raw).toString(), /<title>x<\/title>/);
    r = await fetch(`${zipped.url}a_bg.wasm`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(r.headers.get('content-encoding'), 'gzip', 'wasm compresses well');
  } finally {
    await plain.close();
    await zipped.close();
    await rm(dir, { recursive: true, force: true });
    await rm(join(tmpdir(), 'quintet-secret.txt'), { force: true });
  }
});

test('a coding is chosen from the offered ones in order, as the client allows', () => {
  assert.equal(chooseCoding(['br', 'gzip'], 'gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseCoding(['br', 'gzip'], 'gzip'), 'gzip');
  assert.equal(chooseCoding(['br', 'gzip'], 'br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(chooseCoding(['br', 'gzip'], 'BR'), 'br');
  assert.equal(chooseCoding(['gzip'], 'br'), null);
  assert.equal(chooseCoding(['br', 'gzip'], undefined), null);
  assert.equal(chooseCoding([], 'gzip, br'), null);
});

test('with brotli, text comes in brotli where the client accepts it, else gzip; the same bytes each time', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quintet-serve-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>'.repeat(50));
  await writeFile(join(dir, 'icon.png'), Buffer.from([137, 80, 78, 71]));
  const server = await serve({ dir, brotli: true });
  // The raw body and headers, undecoded (fetch() decodes by itself).
  const get = (path, accept) => new Promise((ok, fail) => {
    import('node:http').then(({ get: request }) => request(`${server.url}${path}`, { headers: { 'accept-encoding': accept } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail));
  });
  try {
    const br = await get('', 'gzip, deflate, br, zstd');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.match(brotliDecompressSync(br.body).toString(), /<title>x<\/title>/);
    assert.deepEqual((await get('', 'br')).body, br.body, 'kept, not made again');
    const gz = await get('index.html', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /<title>x<\/title>/);
    const image = await get('icon.png', 'br, gzip');
    assert.equal(image.headers['content-encoding'], undefined, 'an image is compressed already');
    assert.equal(image.body.length, 4);
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
