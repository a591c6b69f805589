// Post-build step: every page of the build gets its Content-Security-Policy (issue 24), as a meta
// tag in the page and as a header in _headers, and _headers gets the other headers a host should
// send. docs/security.md says what each page allows and why.
//
// Inline scripts and styles are allowed by the sha256 of the bytes this step finds in the page it
// writes, so a hash can never be stale; a page with an event-handler or style attribute, a
// javascript: URL or an inline script this step did not hash fails the build instead.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageRelay, relayOrigins } from './relay.mjs';

const NONE = "'none'";
/** What every page starts from: nothing, and no base, plugin or form target ever. */
const BASE = {
  'default-src': [NONE],
  'base-uri': [NONE],
  'object-src': [NONE],
  'form-action': [NONE],
  // Every DOM sink that could run a string as script wants a Trusted Type; with no policy named,
  // no code on the page can create one.
  'require-trusted-types-for': ["'script'"],
  'trusted-types': [NONE],
};

/**
 * The pages of a build and what each may load, beyond BASE. `inline: true` adds the hashes of
 * the page's inline scripts and styles. `frame` is frame-ancestors (a header only: browsers
 * ignore it, with a console error, in a meta tag; null: none, anyone may frame the page); `coop` sends Cross-Origin-Opener-Policy.
 * A page listed here that a build lacks (the editor, before its branch lands) is skipped.
 */
export const PAGES = {
  // The app: its module and wasm, the style sheet, the icon and manifest, the service worker and
  // the computer's worker (both created through the one Trusted Types policy, src/web/trusted.rs),
  // the language files it fetches. Its loader is inline (hashed): no extra request before the
  // module, and the hash pins its bytes.
  'index.html': {
    'script-src': ["'self'", "'wasm-unsafe-eval'"], 'style-src': ["'self'"], 'img-src': ["'self'"],
    'connect-src': ["'self'"], 'worker-src': ["'self'"], 'manifest-src': ["'self'"],
    'trusted-types': ['quintet-workers'], inline: true, frame: NONE, coop: true, paths: ['/', '/index.html'],
  },
  // The position editor: its own module and wasm, the shared style sheet and icon, its PNG and
  // SVG pictures (blob: and data: images), the service worker (through the policy).
  'editor.html': {
    'script-src': ["'self'", "'wasm-unsafe-eval'"], 'style-src': ["'self'"], 'img-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'"], 'worker-src': ["'self'"], 'manifest-src': ["'self'"],
    'trusted-types': ['quintet-workers'], inline: true, frame: NONE, coop: true, paths: ['/editor.html'],
  },
  // A board in another site's iframe, started by the embeds' own module and wasm (embed-start.js,
  // quintet-embed-*: scripts/embed.mjs). Anyone may frame it (that is its job), so it has no
  // frame-ancestors at all: `*` would still refuse parents opened from disk (file:) and those with
  // an opaque origin (sandboxed frames, about:blank previews). It talks to its parent by
  // postMessage only, which CSP does not govern.
  'embed.html': {
    'script-src': ["'self'", "'wasm-unsafe-eval'"], 'style-src': ["'self'"], 'img-src': ["'self'"],
    'connect-src': ["'self'"], frame: null, paths: ['/embed.html'],
  },
  // The lessons' page: the embeds' <quintet-board lesson> (quintet-board.js imports their module
  // and fetches their wasm and the rules texts), the game page's style sheet and icon, and its
  // own inline script and style (hashed).
  'learn.html': {
    'script-src': ["'self'", "'wasm-unsafe-eval'"], 'style-src': ["'self'"], 'img-src': ["'self'"],
    'connect-src': ["'self'"], 'manifest-src': ["'self'"], inline: true, frame: NONE, coop: true,
    paths: ['/learn.html'],
  },
  // The runnable example of docs/embedding.md: <quintet-board> elements and embed.html in an iframe.
  'embed-example.html': {
    'script-src': ["'self'", "'wasm-unsafe-eval'"], 'style-src': ["'self'"], 'img-src': ["'self'"],
    'connect-src': ["'self'"], 'frame-src': ["'self'"], frame: "'self'", paths: ['/embed-example.html'],
  },
  // The single file, opened from disk: everything inline (hashed), the wasm from a string, the
  // computer's worker from a blob: URL it makes itself, its icon a data: URL; nothing to fetch.
  'quintet.html': {
    'script-src': ["'wasm-unsafe-eval'"], 'worker-src': ['blob:'], 'img-src': ['data:'], 'trusted-types': ['quintet-workers'],
    inline: true, frame: NONE, coop: true, paths: ['/quintet.html'],
  },
};

/**
 * The workers' own policies (header only): a worker served over http follows the policy of its
 * script's response, not its page's. The single file's worker, started from a blob: URL, follows
 * its page's instead.
 */
export const WORKERS = {
  // The computer opponent's worker imports its glue, the one script its own Trusted Types policy
  // (of the same name as the pages', written by scripts/worker.mjs) vouches for, then fetches and
  // compiles its wasm.
  '/ai-worker.js': "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; " +
    "require-trusted-types-for 'script'; trusted-types quintet-workers",
  // The service worker fetches this build's files (and, online, the pages asked for); it runs
  // no other script.
  '/sw.js': "default-src 'none'; connect-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'",
};

/** Headers for every file a host serves (beside the CORS header of www/_headers). */
const EVERY_FILE = [['X-Content-Type-Options', 'nosniff'], ['Referrer-Policy', 'no-referrer']];

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">\s*/g;

/** The inline scripts' and styles' hashes of `html`; throws on markup no policy should allow. */
export function inlineHashes(html, name) {
  const refuse = (what) => { throw new Error(`security.mjs: ${name} has ${what}`); };
  const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2>');
  if (/<[a-z][^>]*\s(on[a-z]+|style)\s*=/i.test(markup)) refuse('an event-handler or style attribute');
  if (/\s(href|src|action)\s*=\s*["']?\s*javascript:/i.test(markup)) refuse('a javascript: URL');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc\s*=/.test(attrs)).map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => sha256(body));
  return { scripts, styles };
}

/** The policy text of page `name` (without frame-ancestors) for its `html`. */
export function policy(name, html) {
  const spec = PAGES[name];
  const directives = { ...BASE };
  for (const [key, value] of Object.entries(spec)) if (key.endsWith('-src') || key === 'trusted-types') directives[key] = [...value];
  // The live games' relays the build names (scripts/relay.mjs): the game page may open its
  // socket to each of them.
  const relay = name === 'index.html' ? pageRelay(html) : null;
  if (relay) directives['connect-src'] = [...directives['connect-src'], ...relayOrigins(relay)];
  const { scripts, styles } = inlineHashes(html, name);
  if (!spec.inline && (scripts.length || styles.length)) {
    throw new Error(`security.mjs: ${name} has inline script or style, which its policy does not allow`);
  }
  if (scripts.length) directives['script-src'] = [...(directives['script-src'] ?? []), ...scripts];
  if (styles.length) directives['style-src'] = [...(directives['style-src'] ?? []).filter((s) => s !== NONE), ...styles];
  return Object.entries(directives).map(([key, values]) => `${key} ${values.join(' ')}`).join('; ');
}

/** Writes page `name`'s policy into its meta tag (replacing any) and returns the policy. */
function lockPage(dir, name) {
  const file = join(dir, name);
  const html = readFileSync(file, 'utf8').replace(META, '');
  const text = policy(name, html);
  const charset = /<meta charset="utf-8">\s*/i;
  if (!charset.test(html)) throw new Error(`security.mjs: ${name} has no <meta charset="utf-8">`);
  // First in <head> after the charset: a policy covers only what follows it.
  writeFileSync(file, html.replace(charset, (m) => `${m}<meta http-equiv="Content-Security-Policy" content="${text}">\n  `));
  return text;
}

/**
 * Page `name`'s policy again after its relay changed (scripts/relay.mjs on a copy of a build): its
 * meta tag, and its lines in _headers.
 */
export function relockPage(dir, name) {
  const text = lockPage(dir, name);
  const spec = PAGES[name];
  const file = join(dir, '_headers');
  let headers = readFileSync(file, 'utf8');
  for (const path of spec.paths) {
    const line = new RegExp(`^(${path.replace(/[.]/g, '[.]')}\\n  Content-Security-Policy: )[^\\n]*`, 'm');
    headers = headers.replace(line, (_, head) => `${head}${text}${spec.frame ? `; frame-ancestors ${spec.frame}` : ''}`);
  }
  writeFileSync(file, headers);
}

/**
 * Gives every page of the build but the single file its policy (run before offline.mjs, so the
 * service worker's version covers the pages as served).
 */
export function lockPages(dir) {
  const names = Object.keys(PAGES).filter((name) => name !== 'quintet.html' && existsSync(join(dir, name)));
  for (const name of names) lockPage(dir, name);
  console.log(`security.mjs: policies in ${names.join(', ')}`);
}

/** The single file's policy (run after offline.mjs writes it), then the host's headers. */
export function lockSingleFileAndHeaders(dir) {
  lockPage(dir, 'quintet.html');
  let rules = '\n# Written by scripts/security.mjs: each page\'s policy (the same as its meta tag, plus\n' +
    '# frame-ancestors, which only a header can give), and the headers every file gets.\n';
  for (const [name, spec] of Object.entries(PAGES)) {
    if (!existsSync(join(dir, name))) continue;
    const meta = readFileSync(join(dir, name), 'utf8').match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)[1];
    for (const path of spec.paths) {
      rules += `${path}\n  Content-Security-Policy: ${meta}${spec.frame ? `; frame-ancestors ${spec.frame}` : ''}\n`;
      if (spec.coop) rules += '  Cross-Origin-Opener-Policy: same-origin\n';
    }
  }
  for (const [path, text] of Object.entries(WORKERS)) rules += `${path}\n  Content-Security-Policy: ${text}\n`;
  rules += `/*\n${EVERY_FILE.map(([k, v]) => `  ${k}: ${v}\n`).join('')}`;
  appendFileSync(join(dir, '_headers'), rules);
  console.log('security.mjs: quintet.html policy, _headers');
}
