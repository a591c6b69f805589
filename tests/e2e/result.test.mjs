// The end of a game: a result panel over the board for a finished game of every game id (reached
// through the finished records pinned in tests/endings.txt), saying who won, how, and Senet's
// points; Rematch swaps the seats, New game and Share game work from it, Escape hides it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openPage, record, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const ENDINGS = readFileSync(new URL('../endings.txt', import.meta.url), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));

/** How each way of ending is said (games::end::EndReason). */
const WORDS = {
  BorneOff: /bore off all five pieces/,
  NoMove: /threw \d and could move no piece with it, forward or back: (Black|White) loses/,
  NoStacks: /(South|North) has no stacks left/,
  Gold: /marble reached the Gold/,
  LastMarble: /marble is the last one on the board/,
  TurnLimit: /100 turns were played without a winner/,
  Cleared: /cleared all five tokens/,
  Stalemate: /stalemate/,
  Exited: /brought all six pieces round and out/,
};

test('every game id has a pinned finished game', () => {
  for (const id of GAME_IDS) assert.ok(ENDINGS.some(([i]) => i === id), id);
});

for (const [id, reason, finished] of ENDINGS) {
  test(`${id}, ${reason}: the result panel says who won and how`, async () => {
    const { page, errors } = await openPage(browser, `${server.url}#${finished}`);
    assert.ok(await page.locator('#result').isVisible(), 'the panel is shown');
    const title = await page.textContent('#result-title');
    const draw = reason === 'TurnLimit' || reason === 'Stalemate';
    assert.match(title, draw ? /^Drawn$/ : /^(Black|White|South|North|West|East) wins$/);
    assert.match(await page.textContent('#result-reason'), WORDS[reason]);
    const points = page.locator('#result-points');
    assert.equal(await points.isVisible(), id === 'senet', 'points where the game scores');
    for (const button of ['#rematch', '#result-new', '#result-share']) {
      assert.ok(await page.locator(button).isVisible(), button);
    }
    assert.ok(await page.locator('#throw').isDisabled(), 'nothing left to throw');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the issue\'s Senet game: White cannot use its first throw, and the 15 points are explained', async () => {
  const { page, errors } = await openPage(browser, `${server.url}#senet;d2,8-10,d2`);
  assert.equal(await page.textContent('#result-title'), 'Black wins');
  assert.equal(await page.textContent('#result-points'),
    '15 points: White still had 5 pieces on squares 1–20, worth 3 points each.');
  assert.equal(await page.textContent('#status'), 'Black wins with 15 points.');
  // Escape hides the panel for this game; browsing shows positions without it; it stays hidden.
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#result').isHidden());
  await page.click('#moves [data-view="1"]');
  await page.click('#live');
  assert.ok(await page.locator('#result').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('Rematch swaps the seats, New game and Share game work from the panel', async () => {
  const finished = ENDINGS.find(([id]) => id === 'seesaw-4')[2];
  const { page, errors } = await openPage(browser, `${server.url}?north=easy&pace=60000#${finished}`);
  await page.click('#result-share');
  assert.match(await page.textContent('#share-note'), /Link copied/);
  await page.click('#result-new');
  assert.ok(await page.locator('#new-dialog').evaluate((d) => d.open));
  await page.keyboard.press('Escape');
  await page.click('#rematch');
  assert.equal(await record(page), 'seesaw-4');
  assert.match(await page.evaluate(() => location.search), /south=easy/);
  assert.doesNotMatch(await page.evaluate(() => location.search), /north=/);
  assert.ok(await page.locator('#result').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Senet rematch says who now plays which side', async () => {
  // A link (no ceremony known) with the computer as White: the rematch gives it Black.
  const { page, errors } = await openPage(browser, `${server.url}?north=easy&pace=60000#senet;d2,8-10,d2`);
  await page.click('#rematch');
  assert.ok(await page.locator('#opening').isVisible(), 'the sides are told');
  assert.match(await page.textContent('#opening-text'), /Rematch: the players change sides/);
  assert.match(await page.textContent('#opening-verdict'),
    /^The computer \(easy\) plays Black \(South\) and moves first; you play White \(North\)\./);
  assert.match(await page.evaluate(() => location.search), /south=easy/);
  assert.match(await page.textContent('#status'), /^Black \(computer, easy\) to throw\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});
