// A Mosquitto of a live test's own (docs/remote.md "Live games"): Debian's broker, installed by
// scripts/setup.sh test (setup-relay.sh), started on free ports of 127.0.0.1 with a plain
// listener and a WebSockets one, keeping its retained messages on disk across a stop and a
// start (as a deployed broker does), and stopped by the test. Also a copy of the build pointed at
// it (scripts/relay.mjs) and the names the relay sees of a match.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Resolves once something listens on `port`, within 10 s. */
async function listening(port) {
  const until = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`mosquitto did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts a broker: { port, wsPort, url, stop(), start() } (stop and start again keep the ports
 * and the retained messages), and `close()` stops it for good and removes its files.
 */
export async function startBroker() {
  const dir = mkdtempSync(join(tmpdir(), 'quintet-broker-'));
  const port = await freePort();
  const wsPort = await freePort();
  const config = join(dir, 'mosquitto.conf');
  // A WebSockets listener alone does not start: a plain one must come first. Without
  // set_tcp_nodelay each small message waits ~40 ms for Nagle's algorithm.
  writeFileSync(config, [
    `listener ${port} 127.0.0.1`,
    `listener ${wsPort} 127.0.0.1`,
    'protocol websockets',
    'allow_anonymous true',
    'set_tcp_nodelay true',
    'persistence true',
    `persistence_location ${dir}/`,
    '',
  ].join('\n'));
  let child = null;
  const broker = {
    port,
    wsPort,
    url: `ws://127.0.0.1:${wsPort}/`,
    async start() {
      child = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
      child.on('error', (e) => { throw new Error(`mosquitto: ${e.message} (run scripts/setup.sh test)`); });
      await listening(port);
      await listening(wsPort);
    },
    async stop() {
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM: Mosquitto saves its retained messages and closes every connection.
      child.kill('SIGTERM');
      await exited;
      child = null;
    },
    /** Freezes the broker (SIGSTOP): its connections stay open and answer nothing. */
    pause() { child?.kill('SIGSTOP'); },
    /** Lets a frozen broker run again (SIGCONT). */
    resume() { child?.kill('SIGCONT'); },
    async close() {
      broker.resume();
      await broker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await broker.start();
  return broker;
}

/** A copy of dist/ pointed at `relay` (scripts/relay.mjs): { dir, remove() }. */
export function relayBuild(relay) {
  const dir = mkdtempSync(join(tmpdir(), 'quintet-live-dist-'));
  cpSync(join(root, 'dist'), dir, { recursive: true });
  execFileSync('node', [join(root, 'scripts/relay.mjs'), dir, relay]);
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
