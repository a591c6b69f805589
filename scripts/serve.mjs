#!/usr/bin/env node
// A small static server for a Quintet build, on 127.0.0.1, that sends what a static host sends:
// the headers of the build's `_headers` file (the format Netlify and Cloudflare Pages read),
// correct content types, and compressed text bodies for clients that accept them: with --gzip,
// gzip; with --brotli, brotli (at its best quality, as hosts pre-compress) where the client
// accepts it, else gzip, as Netlify and Cloudflare Pages do (docs/security.md, "Encodings").
//
//   node scripts/serve.mjs [--port 8080] [--dir dist] [--gzip] [--brotli]
//
// The browser tests import it (tests/e2e/harness.mjs), so they see what a host serves.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.ftl': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
// Worth compressing; images and the like are compressed already.
const TEXT = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg)/;

/**
 * Reads a `_headers` file: a path pattern on a line of its own, then its headers indented below
 * it as `Name: value`; `#` starts a comment. In patterns `*` matches anything (also `/`) and
 * `:name` one path segment. Returns [{ pattern: RegExp, headers: [[name, value]] }].
 */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split(/(\*|:[A-Za-z]\w*)/).map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) return '[^/]+';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      }).join('');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (rules.length === 0 || colon < 0) throw new Error(`_headers: cannot read '${line.trim()}'`);
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers every matching rule gives `path`; a name given twice is joined with commas. */
export function headersFor(rules, path) {
  const out = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}

/** Text compressors by content coding: gzip at zlib's default level, brotli at its best. */
const CODERS = {
  gzip: (body) => gzipSync(body),
  br: (body) => brotliCompressSync(body, { params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  } }),
};

/**
 * The coding of the codings `offered` (in order of preference) that `accepted` (an
 * Accept-Encoding header) allows, or null. Quality values of 0 refuse; others are not ranked.
 */
export function chooseCoding(offered, accepted = '') {
  const allowed = new Set(accepted.split(',').map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? '')).map(([name]) => name.trim().toLowerCase()));
  return offered.find((coding) => allowed.has(coding)) ?? null;
}

/**
 * Serves `dir` on `host`:`port` (0: a free port). Resolves to { url, port, close }.
 * `gzip`: compress text bodies for clients that send Accept-Encoding: gzip. `brotli`: brotli for
 * clients that accept it (else gzip); each file's brotli body is made once (it takes a second or
 * so for the wasm) and kept while the file is unchanged.
 * `headers: false` ignores `_headers`, as a host that does not read it would; a string is read
 * instead of the build's `_headers`, as a host configured otherwise (the tests' host that sends
 * the CORS header for the board files but not for `lang/*`).
 */
export async function serve({ dir = 'dist', port = 0, host = '127.0.0.1', gzip = false, brotli = false, headers = true } = {}) {
  const root = resolve(dir);
  const offered = [...(brotli ? ['br'] : []), ...(gzip || brotli ? ['gzip'] : [])];
  const coded = new Map();
  /**
   * `body` of `file` (stat `info`) in `coding`: brotli made once per version of the file (a
   * second or so for the wasm) and kept, gzip (a few milliseconds) at each request.
   */
  const encode = (file, info, coding, body) => {
    const key = `${coding} ${file}`;
    const kept = coded.get(key);
    if (kept?.mtimeMs === info.mtimeMs && kept.size === info.size) return kept.body;
    const made = CODERS[coding](body);
    if (coding === 'br') coded.set(key, { mtimeMs: info.mtimeMs, size: info.size, body: made });
    return made;
  };
  let rules = [];
  try {
    if (typeof headers === 'string') rules = parseHeaders(headers);
    else if (headers) rules = parseHeaders(await readFile(join(root, '_headers'), 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = resolve(root, `.${path}`);
      if (file !== root && !file.startsWith(root + sep)) throw new Error('outside the folder');
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      // The rules file is the host's, never a page.
      if (file === join(root, '_headers')) throw new Error('not served');
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const sent = { 'content-type': type, ...headersFor(rules, path.endsWith('/') ? `${path}index.html` : path) };
      const coding = TEXT.test(type) ? chooseCoding(offered, req.headers['accept-encoding']) : null;
      if (coding) {
        body = encode(file, info, coding, body);
        sent['content-encoding'] = coding;
      }
      if (offered.length && TEXT.test(type)) sent.vary = 'Accept-Encoding';
      sent['content-length'] = body.length;
      res.writeHead(200, sent);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const bound = server.address().port;
  return {
    url: `http://${host}:${bound}/`,
    port: bound,
    close: () => new Promise((ok) => {
      server.closeAllConnections();
      server.close(ok);
    }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: node scripts/serve.mjs [--port 8080] [--dir dist] [--gzip] [--brotli]\n'
      + '  --gzip    gzip text files for clients that accept it\n'
      + '  --brotli  brotli (best quality, made once per file) where accepted, else gzip');
    process.exit(0);
  }
  const value = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const port = Number(value('--port', '8080'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve.mjs: --port ${value('--port')} is not a port number`);
    process.exit(2);
  }
  const dir = value('--dir', 'dist');
  const [gzip, brotli] = [args.includes('--gzip'), args.includes('--brotli')];
  const { url } = await serve({ dir, port, gzip, brotli });
  const codings = [...(brotli ? ['brotli'] : []), ...(gzip || brotli ? ['gzip'] : [])];
  console.log(`serve.mjs: ${dir} on ${url}${codings.length ? ` (${codings.join(', else ')})` : ''} (Ctrl-C stops)`);
}
