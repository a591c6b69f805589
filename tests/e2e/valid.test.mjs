// Every HTML file of the build is valid HTML: the W3C Nu checker (npm vnu-jar, run with the
// machine's Java) reports no error on any of them (issue 24).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const jar = String(createRequire(import.meta.url)('vnu-jar'));

test('the Nu checker finds no error in any page of the build', async () => {
  const pages = readdirSync(dist).filter((name) => name.endsWith('.html')).sort();
  for (const page of ['index.html', 'embed.html', 'embed-example.html', 'learn.html', 'quintet.html']) {
    assert.ok(pages.includes(page), `the build has ${page}`);
  }
  // vnu exits with 1 when it finds an error and prints its messages on stderr.
  const run = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json',
    ...pages.map((name) => join(dist, name))], { maxBuffer: 1 << 24 }).catch((error) => error);
  const { messages } = JSON.parse(run.stderr);
  const errors = messages.map((m) => `${m.url.split('/').pop()}:${m.lastLine}: ${m.message}`);
  assert.deepEqual(errors, [], `checked ${pages.join(', ')}`);
});
