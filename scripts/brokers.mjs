// The relays Quintet's live games are tried and tested with (docs/remote.md "Running a relay"),
// started on this machine only: Debian's Mosquitto, one broker, and a three-node cluster of
// Debian's nats-server (MQTT over WebSockets at /mqtt, JetStream replicating the retained
// messages on all three nodes). scripts/setup-relay.sh installs both. Used by scripts/play.sh
// --relay [nats], the browser tests (tests/e2e/broker.mjs) and the load benchmark
// (scripts/live-load.sh), so that all of them run the same configurations.
//
//   node scripts/brokers.mjs mosquitto [WS_PORT [MQTT_PORT]]
//   node scripts/brokers.mjs nats [WS_PORT…]     three nodes; WebSockets on the ports given, or free ones
//
// runs the broker(s) in the foreground, prints `relay: ADDRESS…` (the QUINTET_RELAY to build
// with) and `mqtt: PORT…` (their plain MQTT ports), and stops them on SIGINT or SIGTERM.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port of 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something listens on `port` of 127.0.0.1, within `ms`. */
export async function listening(port, what, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`${what} did not listen on ${port}`);
    await sleep(50);
  }
}

/**
 * Mosquitto's configuration: a plain listener and a WebSockets one, both on this machine only.
 * The WebSockets listener names the loopback *interface* (`lo`): Mosquitto 2.0.11 hands its
 * address to libwebsockets, which ignores an address there and listens on every interface (a
 * WebSocket upgrade to the machine's other address was answered), but binds to an interface's
 * address when given its name. A WebSockets listener alone does not start: a plain one must come
 * first. Without set_tcp_nodelay each small message waits ~40 ms for Nagle's algorithm.
 * `persistence`: a folder where the retained messages survive a stop and a start.
 */
export function mosquittoConfig({ port, wsPort, persistence = null }) {
  return [
    `listener ${port} 127.0.0.1`,
    `listener ${wsPort} lo`,
    'protocol websockets',
    'allow_anonymous true',
    'set_tcp_nodelay true',
    ...(persistence ? ['persistence true', `persistence_location ${persistence}/`] : ['persistence false']),
    '',
  ].join('\n');
}

/**
 * One node's configuration in a NATS cluster (`nodes`: every node's ports; `i`: this one's
 * index): MQTT needs JetStream and a server name; the retained messages are replicated on all
 * three nodes (`stream_replicas: 3`); WebSocket clients connect to `ws://127.0.0.1:WS/mqtt`.
 * Every listener is on 127.0.0.1.
 */
export function natsConfig(nodes, i, dir) {
  const node = nodes[i];
  const routes = nodes.map((n) => `nats-route://127.0.0.1:${n.route}`).join(', ');
  return [
    `server_name: n${i + 1}`,
    `listen: 127.0.0.1:${node.client}`,
    `http: 127.0.0.1:${node.http}`,
    `jetstream { store_dir: "${join(dir, `n${i + 1}`)}" }`,
    `cluster { name: quintet, listen: 127.0.0.1:${node.route}, routes: [${routes}] }`,
    `mqtt { listen: 127.0.0.1:${node.mqtt}, stream_replicas: 3 }`,
    `websocket { listen: 127.0.0.1:${node.ws}, no_tls: true }`,
    '',
  ].join('\n');
}

/** A child process that must be found installed, with a clear word if it is not. */
function run(command, args) {
  const child = spawn(command, args, { stdio: 'ignore' });
  child.on('error', (e) => {
    console.error(`brokers.mjs: ${command}: ${e.message} (run scripts/setup.sh test, or scripts/setup-relay.sh)`);
  });
  return child;
}

/** Stops `child` with `signal` and waits for it to exit. */
async function end(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A frozen process is woken to end cleanly; SIGKILL ends it where it stands, without letting it
  // run a moment first (it could then still pass on what it held).
  if (signal !== 'SIGKILL') child.kill('SIGCONT');
  child.kill(signal);
  await exited;
}

/**
 * Starts Mosquitto: { port, wsPort, url, relay, mqttPorts, pids(), start(), stop(), kill(),
 * pause(), resume(), close() }. stop() ends it with SIGTERM (it saves its retained messages),
 * kill() with SIGKILL; start() starts it again on the same ports; close() stops it for good and
 * removes its files. `keep`: keep the retained messages on disk across a stop and a start.
 */
export async function startMosquitto({ port, wsPort, keep = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'quintet-mosquitto-'));
  port ??= await freePort();
  wsPort ??= await freePort();
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, mosquittoConfig({ port, wsPort, persistence: keep ? dir : null }));
  let child = null;
  const broker = {
    kind: 'mosquitto',
    port,
    wsPort,
    url: `ws://127.0.0.1:${wsPort}/`,
    /** The relay list to build with (one address). */
    get relay() { return broker.url; },
    /** The plain MQTT ports (one). */
    mqttPorts: [port],
    pids: () => (child ? [child.pid] : []),
    async start() {
      child = run('mosquitto', ['-c', config]);
      await listening(port, 'mosquitto');
      await listening(wsPort, 'mosquitto (WebSockets)');
    },
    async stop() { await end(child); child = null; },
    async kill() { await end(child, 'SIGKILL'); child = null; },
    /** Freezes the broker (SIGSTOP): its connections stay open and answer nothing. */
    pause() { child?.kill('SIGSTOP'); },
    /** Lets a frozen broker run again (SIGCONT). */
    resume() { child?.kill('SIGCONT'); },
    async close() {
      await broker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await broker.start();
  } catch (e) {
    await broker.close();
    throw e;
  }
  return broker;
}

/** Resolves once node `node`'s monitor says JetStream is ready and it has routes to the others. */
async function nodeReady(node, others, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const health = await fetch(`http://127.0.0.1:${node.http}/healthz`);
      const routes = await (await fetch(`http://127.0.0.1:${node.http}/routez`)).json();
      const peers = new Set((routes.routes ?? []).map((r) => r.remote_id));
      if (health.ok && peers.size >= others) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`nats-server on ${node.ws} did not join its cluster`);
    await sleep(200);
  }
}

/**
 * Starts a three-node NATS cluster: { nodes, url (node 1's), relay (the list), mqttPorts, pids(),
 * start(), stop(), pause(), resume(), close(), killNode(i), startNode(i), nodeUp(i) }. `wsPorts`:
 * the WebSocket ports to use (free ones otherwise). JetStream keeps its files in a temporary
 * folder, so a node killed and started again, or the whole cluster stopped and started, finds
 * its retained messages.
 */
export async function startCluster({ wsPorts = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'quintet-nats-'));
  const taken = new Set(wsPorts);
  /** A free port, none of those asked for or already given. */
  const another = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) { taken.add(port); return port; }
    }
  };
  const nodes = [];
  for (let i = 0; i < 3; i++) {
    nodes.push({
      client: await another(), route: await another(), http: await another(),
      mqtt: await another(), ws: wsPorts[i] ?? await another(),
    });
  }
  const children = [null, null, null];
  nodes.forEach((node, i) => {
    mkdirSync(join(dir, `n${i + 1}`), { recursive: true });
    node.config = join(dir, `n${i + 1}.conf`);
    node.url = `ws://127.0.0.1:${node.ws}/mqtt`;
    writeFileSync(node.config, natsConfig(nodes, i, dir));
  });
  const up = (i) => children[i] !== null;
  const cluster = {
    kind: 'nats',
    nodes,
    url: nodes[0].url,
    relay: nodes.map((n) => n.url).join(' '),
    mqttPorts: nodes.map((n) => n.mqtt),
    /** A plain MQTT port of a running node (for mosquitto_sub and mosquitto_pub). */
    get port() { return nodes[Math.max(0, children.findIndex((c) => c))].mqtt; },
    pids: () => children.filter(Boolean).map((c) => c.pid),
    nodeUp: up,
    /** Starts node `i` (again) and waits until it has rejoined the others that run. */
    async startNode(i, wait = true) {
      children[i] = run('nats-server', ['-c', nodes[i].config]);
      await listening(nodes[i].ws, `nats-server n${i + 1}`, 15_000);
      if (wait) await nodeReady(nodes[i], children.filter(Boolean).length - 1);
    },
    /** Kills node `i` at once (SIGKILL: no goodbye to its clients or peers). */
    async killNode(i) { await end(children[i], 'SIGKILL'); children[i] = null; },
    async start() {
      await Promise.all(nodes.map((_, i) => cluster.startNode(i, false)));
      await Promise.all(nodes.map((node) => nodeReady(node, 2)));
    },
    async stop() {
      await Promise.all(children.map((c) => end(c)));
      children.fill(null);
    },
    /** Freezes every node (SIGSTOP): connections stay open and answer nothing. */
    pause() { for (const c of children) c?.kill('SIGSTOP'); },
    resume() { for (const c of children) c?.kill('SIGCONT'); },
    async close() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (e) {
    // No node left running without anyone to stop it.
    await cluster.close();
    throw e;
  }
  return cluster;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, ...ports] = process.argv.slice(2);
  const numbers = ports.map(Number);
  let relay;
  if (kind === 'mosquitto') relay = await startMosquitto({ wsPort: numbers[0], port: numbers[1] });
  else if (kind === 'nats') relay = await startCluster({ wsPorts: numbers });
  else {
    console.error('usage: node scripts/brokers.mjs mosquitto [WS_PORT [MQTT_PORT]] | nats [WS_PORT…]');
    process.exit(2);
  }
  console.log(`relay: ${relay.relay}`);
  console.log(`mqtt: ${relay.mqttPorts.join(' ')}`);
  console.log(`pids: ${relay.pids().join(' ')}`);
  const quit = async () => { await relay.close(); process.exit(0); };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
