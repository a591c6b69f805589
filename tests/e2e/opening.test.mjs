// Openings that explain themselves: the colour and first-player ceremonies are told over the
// board in plain words, can be skipped, and hold the computer while they are being told.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, countBoardDrawings, boardDrawings } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const VERDICT = {
  senet: /^Player [12] plays Black \(South\) and moves first; Player [12] plays White \(North\)\. The deciding 1 is used at once: Black's piece moves from 10 to 11\.$/,
  'arsisesi-a': /^Player [12] plays South \(blue\) and moves first; Player [12] plays North \(orange\)\.$/,
  zanstrekt: /^Player [12] plays South \(blue, round pieces\) and moves first; Player [12] plays North \(orange, square pieces\)\.$/,
};

for (const [id, verdict] of Object.entries(VERDICT)) {
  test(`${id}: the ceremony says who is who, and Play closes it`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}?seed=9#${id}`);
    assert.ok(await page.locator('#opening').isVisible());
    assert.ok((await page.locator('#opening-text .step').count()) >= 1);
    assert.match(await page.textContent('#opening-verdict'), verdict);
    // The first player named is the one the status names.
    const first = /^(Player \d)/.exec(await page.textContent('#opening-verdict'))[1];
    assert.match(await page.textContent('#status'), new RegExp(`\\(${first}\\) to throw`));
    await page.click('#opening-play');
    assert.ok(await page.locator('#opening').isHidden());
    // The words stay beside the board.
    assert.match(await page.textContent('#ceremony'), verdict.source.includes('Black') ? /plays Black/ : /plays South/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('games without a ceremony, links and resumed games show no card', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#seesaw`);
  assert.ok(await page.locator('#opening').isHidden());
  await page.goto(`${server.url}#senet;d2`);
  assert.ok(await page.locator('#opening').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('told step by step, skipped at once; a throw closes it; the computer waits while it is told', async () => {
  // Motion allowed: the lines come one by one.
  const { page, errors } = await openPage(browser, `${server.url}?seed=10&south=easy&north=easy&pace=0#senet`, undefined, 'no-preference');
  // Seed 10's ceremony takes 14 throws, told in two lines (the 13 throws without a 1, then the
  // 1) a little over a second apart; read in one go, so the card and the record agree.
  const early = await page.evaluate(() => ({
    lines: [...document.querySelectorAll('#opening-text .step')].map((li) => li.textContent),
    skip: !document.querySelector('#opening-skip').hidden,
    hash: location.hash,
  }));
  assert.ok(early.skip, 'Skip while it is told');
  assert.equal(early.hash, '#senet', 'the computer waits');
  assert.ok(early.lines.length < 2, `${early.lines.length} lines at first`);
  await page.waitForFunction(() => document.querySelectorAll('#opening-text .step').length === 1);
  assert.match(await page.textContent('#opening-text .step'),
    /^Computer 1 and Computer 2 throw the sticks in turn until one throws a 1: ([2-6], ){12}[2-6]\.$/);
  assert.equal(await record(page), 'senet', 'the computer still waits');
  await page.click('#opening-skip');
  assert.ok(await page.locator('#opening').isHidden());
  await page.waitForFunction(() => location.hash.length > '#senet'.length, null, { timeout: 10_000 });
  // A person's throw closes the card too.
  await page.goto(`${server.url}?seed=9#arsisesi-b`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.ok(await page.locator('#opening').isVisible());
  await page.waitForFunction(() => !document.querySelector('#opening-play').hidden, null, { timeout: 10_000 });
  await page.click('#throw');
  assert.ok(await page.locator('#opening').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the ceremony\'s end and a resize that keeps the board\'s size draw nothing; a throw draws', async () => {
  // Issue 20: the ceremony's end redrew the same picture, a long task on a phone.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, reducedMotion: 'no-preference' });
  await countBoardDrawings(page);
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${server.url}?seed=9#arsisesi-b`);
  await page.waitForFunction(() => !document.querySelector('#opening-play').hidden, null, { timeout: 10_000 });
  // The ceremony's end refreshes the board in one task and the panel in the next.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  assert.equal(await boardDrawings(page), 1, 'the first board only');
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await page.click('#opening-play');
  assert.equal(await boardDrawings(page), 1, 'Play and the resize draw nothing');
  await page.click('#throw');
  await page.waitForFunction(() => window.boardDrawings > 1);
  assert.deepEqual(errors, []);
  await page.close();
});

// Issue 37: a demonstration played itself out under the card, and the result came after Play.
for (const [id, query] of [['arsisesi-b', 'pace=0&south=easy&north=easy'], ['senet', 'pace=0&south=easy&north=easy'],
  ['zanstrekt', 'pace=0&south=easy&north=easy'], ['arsisesi-a', 'south=easy&north=easy']]) {
  test(`${id} (${query}): the computer waits while the card is up, then plays after Play`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}?seed=4&${query}#${id}`);
    const start = await record(page);
    assert.ok(await page.locator('#opening').isVisible());
    // Longer than a whole demonstration at pace 0, and than the normal pace's pause.
    await page.waitForTimeout(2500);
    assert.equal(await record(page), start, 'nothing played under the card');
    assert.ok(await page.locator('#opening').isVisible());
    assert.ok(await page.locator('#result').isHidden());
    assert.ok(await page.locator('#thinking').isHidden(), 'no "computer moves…" while it waits');
    await page.click('#opening-play');
    await page.waitForFunction((s) => document.getElementById('record').textContent !== s, start, { timeout: 10_000 });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a new game against the computer at the normal pace waits for its card too, and so does a rematch', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=5#seesaw`);
  await page.click('#new-game');
  await page.selectOption('#new-game-id', 'senet');
  const rows = page.locator('#new-players select');
  await rows.nth(0).selectOption('easy');
  await rows.nth(1).selectOption('easy');
  await page.click('#new-start');
  assert.ok(await page.locator('#opening').isVisible());
  const start = await record(page);
  await page.waitForTimeout(2000);
  assert.equal(await record(page), start, 'the computer waits for Play');
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#opening').isHidden());
  await page.waitForFunction((s) => document.getElementById('record').textContent !== s, start, { timeout: 10_000 });
  // A finished demonstration's Rematch opens with its card (the sides changed): it waits too.
  await page.goto(`${server.url}?seed=5&pace=0&south=easy&north=easy#senet;d2,8-10,d2`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.click('#rematch');
  assert.ok(await page.locator('#opening').isVisible());
  const rematch = await record(page);
  await page.waitForTimeout(1500);
  assert.equal(await record(page), rematch, 'the rematch waits for Play');
  assert.ok(await page.locator('#result').isHidden());
  await page.click('#opening-play');
  await page.waitForFunction((s) => document.getElementById('record').textContent !== s, rematch, { timeout: 10_000 });
  assert.deepEqual(errors, []);
  await page.close();
});
