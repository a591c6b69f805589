// Analysis in the computer opponent's worker (src/web/worker.rs, the wasm of its own that
// ai-worker.js loads): it answers hints, reviews with progress and Perfect decisions in the
// browser, and starts offline once the service worker has precached it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/**
 * Starts a worker (ai-worker.js) in `page`, sends each request in turn and collects every reply.
 * Pages are opened with `bypassCSP`: the Trusted Types policy lets only the app's own code start
 * workers (security.test.mjs checks that); here the subject is the worker.
 */
function ask(page, requests) {
  return page.evaluate((texts) => new Promise((resolve, reject) => {
    const worker = new Worker('ai-worker.js');
    const replies = [];
    let next = 0;
    worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
    worker.onmessage = (event) => {
      const text = event.data;
      if (text !== 'ready') replies.push(text);
      // A request is answered once its reply is not progress.
      if (text === 'ready' || !/^\d+ progress /.test(text)) {
        if (next < texts.length) worker.postMessage(texts[next++]);
        else { worker.terminate(); resolve(replies); }
      }
    };
  }), requests);
}

test('the worker answers hints, reviews with progress and perfect play', async () => {
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${server.url}#arsisesi-b`);
  await page.waitForFunction(() => window.quintetTest !== undefined);

  const replies = await ask(page, [
    '1 hint 1 arsisesi-b:-/6s/n5:s3',
    '2 hint 5 senet;d2',
    '3 review 1 arsisesi-b;d3,S-1,1-2,end,d6',
    '4 perfect 1 arsisesi-b:s5/7/n5:s4',
    '5 perfect 1 senet;d2',
    '6 review 1 seesaw-4;+c1,+c6',
  ]);
  const final = (job) => replies.filter((r) => r.startsWith(`${job} `) && !r.startsWith(`${job} progress`));
  const progress = (job) => replies.filter((r) => r.startsWith(`${job} progress`));

  // Arsisesi B is exact: clearing the fifth token wins for certain.
  assert.equal(final(1).length, 1);
  assert.match(final(1)[0], /^1 hint 1 1000000,0,0,0 decide s 7-N 7-N=1000000:0 end=\d+:0$/);
  // A searched hint reports progress, then rates every legal action, visits included.
  assert.ok(progress(2).length > 0, 'progress before the hint');
  const hint = final(2)[0];
  assert.match(hint, /^2 hint 0 \d+,0,\d+,0 decide s \S+( \S+=\d+:\d+)+$/);
  // The review: exact, a point per position and a line per token.
  const review = final(3)[0].split('\n');
  assert.equal(review[0], '3 review exact 1');
  assert.equal(review.filter((l) => l.startsWith('p ')).length, 6);
  assert.deepEqual(review.filter((l) => !l.startsWith('p ')).slice(1).map((l) => l.split(' ').slice(0, 3).join(' ')),
    ['r s d3', 'd s S-1', 'd s 1-2', 'd s end', 'r n d6']);
  // Perfect play for Arsisesi B, refused elsewhere.
  assert.deepEqual(final(4), ['4 move S-1']);
  assert.match(final(5)[0], /^5 error .*arsisesi-b/);
  // A searched review reports its progress position by position.
  const steps = progress(6).map((p) => p.split(' ').slice(2).map(Number));
  assert.ok(steps.length > 0 && steps.every(([done, total], i) => total === 3 && done < 3 && (i === 0 || done > steps[i - 1][0])), JSON.stringify(steps));
  assert.match(final(6)[0], /^6 review exact 0\np /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the same request gets the same answer: the search is seeded', async () => {
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto(`${server.url}#senet`);
  const [one, two] = await Promise.all([
    ask(page, ['1 hint 9 seesaw-4']),
    ask(page, ['1 hint 9 seesaw-4']),
  ]);
  assert.equal(one.at(-1), two.at(-1));
  assert.match(one.at(-1), /^1 hint 0 /);
  await page.close();
});

test('analysis also works offline once the service worker has precached the worker', async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.match((await ask(page, ['1 hint 1 arsisesi-b;d4'])).at(-1), /^1 hint 1 /);
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.match((await ask(page, ['2 perfect 1 arsisesi-b;d4'])).at(-1), /^2 move S-1$/);
  await context.close();
});
