// The relay of live games (issues 40 and 51, docs/remote.md "Live games", "Running a relay"): a
// deployment names its MQTT broker's WebSocket address at build time, `QUINTET_RELAY=wss://broker.example/mqtt
// trunk build --release`, or several, space-separated (the nodes of a cluster: each page starts on
// one at random and moves to the next when its line drops), and this step writes them into the
// game page as `<meta name="quintet-relay">`, which scripts/security.mjs then adds to the page's
// connect-src (meta tag and _headers alike, every address). Without QUINTET_RELAY nothing is
// written and remote games go by link alone. Every address is checked: one bad address fails the
// build, as a single bad one does.
//
// The same step applied to a copy of a build (`node scripts/relay.mjs DIR URL…`) points that copy
// at other brokers, its policy and headers included: the browser tests serve a copy pointed at
// the brokers they start, with no second `trunk build` and no switch a visitor's page could set.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const META = /<meta name="quintet-relay" content="[^"]*">\s*/g;

/**
 * The relay address if it is one a page may use: wss:// anywhere, ws:// only on this machine
 * (a local Mosquitto), no credentials, query or fragment. Throws otherwise, so a typo fails the
 * build instead of shipping a page that cannot connect.
 */
export function checkRelay(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`relay.mjs: QUINTET_RELAY '${text}' is not an address`);
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!(url.protocol === 'wss:' || (url.protocol === 'ws:' && local))) {
    throw new Error(`relay.mjs: QUINTET_RELAY must be wss:// (ws:// only on 127.0.0.1): '${text}'`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`relay.mjs: QUINTET_RELAY has no place for a name, password, query or fragment: '${text}'`);
  }
  return url.href;
}

/**
 * The relay list in `text` (addresses separated by spaces or newlines), each checked by
 * checkRelay, as one space-separated string. Throws for an empty list, a bad address (naming it
 * and its place) or an address named twice.
 */
export function checkRelays(text) {
  const addresses = String(text).split(/\s+/).filter(Boolean);
  if (!addresses.length) throw new Error('relay.mjs: QUINTET_RELAY names no address');
  const checked = addresses.map((address, i) => {
    try {
      return checkRelay(address);
    } catch (e) {
      throw addresses.length > 1 ? new Error(`${e.message} (address ${i + 1} of ${addresses.length})`) : e;
    }
  });
  const twice = checked.find((address, i) => checked.indexOf(address) !== i);
  if (twice) throw new Error(`relay.mjs: QUINTET_RELAY names ${twice} twice`);
  return checked.join(' ');
}

/** The origin a connect-src needs for the relay (scheme, host and port). */
export function relayOrigin(text) {
  const url = new URL(text);
  return `${url.protocol}//${url.host}`;
}

/** The origins a connect-src needs for a relay list, each once, in the list's order. */
export function relayOrigins(text) {
  return [...new Set(text.split(/\s+/).filter(Boolean).map(relayOrigin))];
}

/** The relay list a page names (space-separated), or null. */
export function pageRelay(html) {
  const found = html.match(/<meta name="quintet-relay" content="([^"]*)">/);
  return found ? found[1] : null;
}

/** Writes the relay list `relay` (or removes any, for null) into the game page of build `dir`. */
export function writeRelay(dir, relay) {
  const file = join(dir, 'index.html');
  const html = readFileSync(file, 'utf8').replace(META, '');
  const charset = /<meta charset="utf-8">\s*/i;
  const tag = relay ? `<meta name="quintet-relay" content="${checkRelays(relay)}">\n  ` : '';
  writeFileSync(file, html.replace(charset, (m) => `${m}${tag}`));
  if (relay) console.log(`relay.mjs: index.html names the relay ${relay}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...list] = process.argv.slice(2);
  const relay = list.join(' ');
  if (!dir || !relay) throw new Error('usage: node scripts/relay.mjs DIR RELAY-URL...');
  // Not awaited at the top level: security.mjs imports this module, which must finish first.
  import('./security.mjs').then(({ relockPage }) => {
    writeRelay(dir, relay);
    relockPage(dir, 'index.html');
  });
}
