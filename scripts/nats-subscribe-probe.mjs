// How a three-node NATS cluster's MQTT answers a QoS 1 SUBSCRIBE right after a node is killed
// (docs/remote.md "Running a relay"): starts a cluster on free ports (scripts/brokers.mjs), and
// every quarter second opens a new MQTT connection to each live node and subscribes, printing
// each SUBACK's code and how long it took, before and after SIGKILL of node 1, then again after
// node 1 rejoined and node 2 was killed (the live-cluster test's two failovers). Seen on a loaded
// 2-core machine: 0x80 (failure) after about 4 s for several seconds after each kill, and now and
// then no SUBACK at all; the page's session retries the first and leaves the node after the
// second (src/remote/live/client.rs).
// Usage: node scripts/nats-subscribe-probe.mjs [SECONDS after each kill, default 12]
import net from 'node:net';
import { startCluster } from './brokers.mjs';

const seconds = Number(process.argv[2] ?? 12);

/** An MQTT string: its length in two bytes, then its bytes. */
const text = (s) => {
  const b = Buffer.from(s);
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 255]), b]);
};
/** A packet with a body under 128 bytes. */
const packet = (type, body) => Buffer.concat([Buffer.from([type, body.length]), body]);

let clients = 0;
/** Connects to `port`, subscribes at QoS 1, and says what came back within 15 s. */
function subscribeOnce(port) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const sock = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    const done = (result) => {
      sock.destroy();
      clearTimeout(timer);
      resolve(`:${port} ${result} ${Date.now() - t0} ms`);
    };
    const timer = setTimeout(() => done('no SUBACK'), 15_000);
    sock.on('error', (e) => done(e.code));
    sock.on('connect', () => {
      const id = text(`probe${clients++}`);
      sock.write(packet(0x10, Buffer.concat([text('MQTT'), Buffer.from([4, 2, 0, 30]), id])));
    });
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      while (buf.length >= 2 && buf.length >= 2 + buf[1]) {
        const [type, len] = buf;
        const body = buf.subarray(2, 2 + len);
        buf = buf.subarray(2 + len);
        if (type === 0x20 && body[1] !== 0) return done(`CONNACK ${body[1]}`);
        if (type === 0x20) {
          sock.write(packet(0x82, Buffer.concat([Buffer.from([0, 7]), text('probe/+'), Buffer.from([1])])));
        }
        if (type === 0x90) return done(`SUBACK 0x${body[2].toString(16)}`);
      }
    });
  });
}

/** Probes `ports` for `secs` seconds, a line per round. */
async function probe(label, ports, secs) {
  const t0 = Date.now();
  while (Date.now() - t0 < secs * 1000) {
    const results = await Promise.all(ports.map(subscribeOnce));
    console.log(`${label} +${((Date.now() - t0) / 1000).toFixed(1)} s: ${results.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const cluster = await startCluster();
try {
  const ports = cluster.nodes.map((n) => n.mqtt);
  await probe('three nodes', ports, 1);
  await cluster.killNode(0);
  await probe('n1 killed', [ports[1], ports[2]], seconds);
  // Not waiting for its health: after this probe's hundreds of sessions it may take longer than
  // the helper's 30 s to report healthy, while it answers MQTT at once.
  await cluster.startNode(0, false);
  await probe('n1 back', ports, 5);
  await cluster.killNode(1);
  await probe('n2 killed', [ports[0], ports[2]], seconds);
} finally {
  await cluster.close();
}
