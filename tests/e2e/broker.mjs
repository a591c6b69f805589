// The relays of the live tests (docs/remote.md "Live games"): a Mosquitto of a test's own, or a
// three-node NATS cluster (scripts/brokers.mjs starts both, as play.sh and the load benchmark
// do), on free ports of 127.0.0.1, stopped by the test. Also a copy of the build pointed at a
// relay list (scripts/relay.mjs), the names the relay sees of a match, a plain MQTT client's view
// of it (mosquitto_sub and mosquitto_pub, which speak to either), and a relay that misbehaves.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMosquitto, startCluster } from '../../scripts/brokers.mjs';

export { startCluster };

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts a Mosquitto that keeps its retained messages on disk across a stop and a start (as a
 * deployed broker does): { port, wsPort, url, relay, stop(), start(), kill(), pause(), resume(),
 * close() } (scripts/brokers.mjs).
 */
export function startBroker() {
  return startMosquitto({ keep: true });
}

/** A copy of dist/ pointed at `relay`, one address or a list (scripts/relay.mjs): { dir, remove() }. */
export function relayBuild(relay) {
  const dir = mkdtempSync(join(tmpdir(), 'quintet-live-dist-'));
  cpSync(join(root, 'dist'), dir, { recursive: true });
  execFileSync('node', [join(root, 'scripts/relay.mjs'), dir, ...relay.split(' ')]);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The match's topic on the relay: base64url(SHA-256("quintet/topic/1" ‖ match)). */
export function matchTopic(key) {
  const match = Buffer.from(key, 'base64url');
  return createHash('sha256').update('quintet/topic/1').update(match).digest('base64url');
}

/** What a plain MQTT client reads of `filter`'s retained messages: their payloads, raw. */
export function readRetained(broker, filter, count) {
  const out = execFileSync('mosquitto_sub', ['-h', '127.0.0.1', '-p', String(broker.port), '-t', filter,
    '--retained-only', '-C', String(count), '-W', '5', '-F', '%t %x'], { encoding: 'utf8' });
  return out.trim().split('\n').map((line) => {
    const [topic, hex] = line.split(' ');
    return { topic, payload: Buffer.from(hex, 'hex') };
  });
}

/** Publishes `payload` on `topic`, retained, as a stranger (a third client). */
export function publishAsStranger(broker, topic, payload) {
  execFileSync('mosquitto_pub', ['-h', '127.0.0.1', '-p', String(broker.port), '-t', topic, '-r', '-q', '1',
    '-m', payload]);
}

/** The WebSocket handshake's answer to `request` (RFC 6455 §4.2.2), with the subprotocol mqtt. */
function accept(request) {
  const key = request.match(/^sec-websocket-key: *(\S+)/im)?.[1] ?? '';
  const hash = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC11B85`).digest('base64');
  return 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
    `Sec-WebSocket-Accept: ${hash}\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n`;
}

/**
 * A relay address that misbehaves, in front of a real one (`target`, a WebSocket port): in mode
 * `refuse` it accepts the WebSocket and answers the MQTT CONNECT with a CONNACK that refuses it
 * (code 5, not authorised); `path` answers the upgrade with 404 (a WebSocket path it does not
 * serve); `close` closes every new line at once; `silent` accepts the WebSocket and never answers;
 * `pass` hands the line to the target. { url, attempts (per mode), setMode(m), close() }.
 */
export async function startBadRelay(mode, target) {
  const sockets = new Set();
  const relay = { mode, attempts: {}, url: '' };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const now = relay.mode;
    relay.attempts[now] = (relay.attempts[now] ?? 0) + 1;
    if (now === 'close') return socket.destroy();
    if (now === 'pass') {
      const upstream = connect(target, '127.0.0.1');
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
      return undefined;
    }
    let request = '';
    let upgraded = false;
    socket.on('data', (data) => {
      if (upgraded) {
        // The CONNECT, in a masked client frame: refused with CONNACK code 5 (a server frame).
        if (now === 'refuse') socket.write(Buffer.from([0x82, 4, 0x20, 2, 0, 5]));
        return;
      }
      request += data.toString('latin1');
      if (!request.includes('\r\n\r\n')) return;
      if (now === 'path') {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      upgraded = true;
      socket.write(accept(request));
    });
    return undefined;
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `ws://127.0.0.1:${server.address().port}/mqtt`;
  relay.setMode = (m) => { relay.mode = m; };
  relay.close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return relay;
}

/** This machine's addresses other than loopback (not link-local), as Node lists them. */
export function otherAddresses() {
  return Object.values(networkInterfaces()).flat()
    .filter((a) => !a.internal && !a.address.startsWith('fe80'))
    .map((a) => a.address);
}

/**
 * What a WebSocket upgrade to `host`:`port` gets: the answer's status line, or the error's code
 * (ECONNREFUSED where nothing listens on that address).
 */
export function upgrade(host, port) {
  return new Promise((resolve) => {
    const socket = connect(port, host, () => {
      socket.write(`GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n');
    });
    let got = '';
    socket.on('data', (d) => {
      got += d;
      if (got.includes('\r\n')) { resolve(got.split('\r\n')[0]); socket.destroy(); }
    });
    socket.on('error', (e) => resolve(e.code));
    socket.setTimeout(3_000, () => { resolve('timeout'); socket.destroy(); });
  });
}
