// Senet end to end: load, play a whole game by clicking, share and reload, malformed links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, playStep, boardDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the page loads with no console errors and draws the board', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet`);
  assert.ok(await boardDrawn(page), 'canvas drawn');
  assert.match(await page.textContent('#status'), /Black .* to throw/);
  assert.ok((await page.locator('#ceremony li').count()) >= 1, 'colour ceremony shown');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a whole game can be played by clicking', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=11#senet`);
  let steps = 0;
  while (await playStep(page)) {
    steps += 1;
    assert.ok(steps < 3000, 'the game ends');
  }
  assert.match(await page.textContent('#status'), /wins/);
  assert.ok(steps > 20, `a real game was played (${steps} steps)`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('reloading a shared URL restores the same position, throw pending included', async () => {
  const { page } = await openPage(browser, `${server.url}?seed=5#senet`);
  for (let i = 0; i < 9; i++) await playStep(page);
  if (await page.locator('#throw').isEnabled()) await page.click('#throw');
  const shared = page.url();
  const text = await record(page);
  const status = await page.textContent('#status');
  const { page: other, errors } = await openPage(browser, shared);
  assert.equal(await record(other), text);
  assert.equal(await other.textContent('#record'), text);
  assert.equal((await other.textContent('#status')).replace(/ \(Player \d\)/g, ''), status.replace(/ \(Player \d\)/g, ''));
  assert.deepEqual(errors, []);
  await page.close();
  await other.close();
});

test('a position link names its pending throw, though its record holds no roll', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet:10b1w2w2b1ww1bw5:b3`);
  assert.equal(await page.textContent('#status'), 'Black to move with a throw of 3.');
  assert.equal(await page.locator('#throw').isEnabled(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a malformed URL shows a plain message and a fresh game', async () => {
  for (const bad of ['senet:wbwbxx:b', 'senet;d2,11-19', 'nonsense', 'senet;' + 'd2,'.repeat(50), '%E0%A4%A']) {
    const { page, errors } = await openPage(browser, `${server.url}#${bad}`);
    assert.match(await page.textContent('#message'), /does not hold a game that can be opened/, bad);
    assert.ok(await boardDrawn(page), `board drawn for ${bad}`);
    assert.equal(await record(page), 'senet');
    assert.deepEqual(errors, [], bad);
    await page.close();
  }
});

test('bad clicks say why and change nothing', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2`);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + 5, box.y + box.height - 5);
  const center = await page.evaluate(() => window.quintetTest.spotCenter(1));
  await page.mouse.click(box.x + center[0], box.y + center[1]);
  assert.match(await page.textContent('#message'), /\S/);
  assert.equal(await record(page), 'senet;d2');
  assert.deepEqual(errors, []);
  await page.close();
});
