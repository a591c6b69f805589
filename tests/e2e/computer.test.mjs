// The computer opponent in the page: computer-against-computer games in every game id, a person
// against the computer (its reply, undo back to the person's move), cancelling a search, the
// new-game dialogue and the seats kept in the address bar's query.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, record, clickSpot, firstMove, boardDrawn, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const SEATS = { 2: ['south', 'north'], 3: ['south', 'west', 'north'], 4: ['south', 'west', 'north', 'east'] };
const seatsOf = (id) => SEATS[id === 'arces-3' ? 3 : id === 'arces-4' ? 4 : 2];

/** Tokens in the record (read from the page: at full speed the address bar may lag behind). */
async function tokens(page) {
  const text = await page.textContent('#record');
  const i = text.indexOf(';');
  return i < 0 ? 0 : text.slice(i + 1).split(',').length;
}

for (const id of GAME_IDS) {
  test(`${id}: a whole game of computer against computer`, { timeout: 600_000 }, async () => {
    const query = seatsOf(id).map((seat) => `${seat}=easy`).join('&');
    const { page, errors } = await openPage(browser, `${server.url}?${query}&pace=0&seed=11#${id}`);
    // The computer waits while the opening's card is up (issue 37).
    if (await page.locator('#opening').isVisible()) await page.click('#opening-play');
    await page.waitForFunction(
      () => /wins|drawn/.test(document.querySelector('#status').textContent),
      null, { timeout: 580_000, polling: 500 });
    assert.ok(await tokens(page) > 0);
    assert.ok(await page.locator('#thinking').isHidden(), 'no indicator once the game is over');
    assert.ok(await boardDrawn(page));
    // Every decision the computer made came back from the worker and was timed.
    assert.ok((await page.evaluate(() => window.quintetTest.computerTimes())).length > 0);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a person plays, the computer replies, undo takes back both', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?north=medium&pace=0&seed=2#seesaw-4`);
  assert.match(await page.textContent('#status'), /^South \(you\) to move/);
  const move = firstMove(await page.evaluate(() => window.quintetTest.legal()));
  await clickSpot(page, move[1]);
  await clickSpot(page, move[2]);
  await page.waitForFunction(() => /^South/.test(document.querySelector('#status').textContent));
  assert.equal(await tokens(page), 2, 'the computer answered with one move');
  // The live region says the computer's move in words, naming who plays it (issue 21), then
  // whose turn it is.
  assert.match(await page.textContent('#announce'), /^North \(computer, medium\): .+\. South to move/);
  await page.click('#undo');
  assert.equal(await record(page), 'seesaw-4', 'the person\'s move and the reply are both undone');
  await page.waitForTimeout(400);
  assert.equal(await tokens(page), 0, 'the computer does not move for the person');
  await page.click('#redo');
  assert.equal(await tokens(page), 2, 'redo replays the move and the reply');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board refuses a person\'s move in the computer\'s seat', async () => {
  // South is the computer and its pause is long: the person tries to move for it meanwhile.
  const { page, errors } = await openPage(browser, `${server.url}?south=easy&pace=5000#seesaw-4`);
  assert.match(await page.textContent('#thinking'), /South \(computer\)/);
  const move = firstMove(await page.evaluate(() => window.quintetTest.legal()));
  await clickSpot(page, move[1]);
  await clickSpot(page, move[2]);
  assert.match(await page.textContent('#message'), /played by the computer/);
  assert.equal(await tokens(page), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a new game while the computer thinks cancels its search', async () => {
  // Strong Arcēs searches for a few hundred milliseconds: long enough to interrupt.
  const { page, errors } = await openPage(browser, `${server.url}?south=strong&pace=0#arces`);
  await page.waitForFunction(() => /is thinking/.test(document.querySelector('#thinking').textContent));
  await page.click('#new-game');
  const rows = page.locator('#new-players select');
  assert.equal(await rows.count(), 2);
  await rows.nth(0).selectOption('person');
  await rows.nth(1).selectOption('person');
  await page.click('#new-start');
  await page.waitForTimeout(1500);
  assert.equal(await tokens(page), 0, 'the cancelled search played nothing');
  assert.ok(await page.locator('#thinking').isHidden());
  assert.equal(await page.evaluate(() => location.search), '?pace=0', 'people only: no seats in the query');
  assert.deepEqual(errors, []);
  await page.close();
});

test('undo while the computer thinks cancels its search and takes back the person\'s move', async () => {
  // Strong Arcēs searches for a few hundred milliseconds after the person's move.
  const { page, errors } = await openPage(browser, `${server.url}?north=strong&pace=0#arces`);
  const move = firstMove(await page.evaluate(() => window.quintetTest.legal()));
  await clickSpot(page, move[1]);
  await clickSpot(page, move[2]);
  await page.waitForFunction(() => /is thinking|moves/.test(document.querySelector('#thinking').textContent)
    && !document.querySelector('#thinking').hidden);
  assert.equal(await tokens(page), 1, 'the computer has not answered yet');
  await page.click('#undo');
  assert.equal(await record(page), 'arces', 'the person\'s move is taken back');
  assert.ok(await page.locator('#thinking').isHidden(), 'no indicator once cancelled');
  // A reply from the cancelled search would arrive within this time; none may be played.
  await page.waitForTimeout(1500);
  assert.equal(await record(page), 'arces');
  assert.equal(await tokens(page), 0);
  assert.match(await page.textContent('#status'), /^South/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the new-game dialogue seats the computer and the query keeps it over a reload', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?seed=9#senet`);
  await page.click('#new-game');
  await page.selectOption('#new-game-id', 'arces-3');
  assert.equal(await page.locator('#new-players select').count(), 3, 'one row per seat');
  await page.selectOption('#new-game-id', 'zanstrekt');
  const rows = page.locator('#new-players select');
  assert.equal(await rows.count(), 2);
  assert.match(await page.textContent('#new-note'), /opening throws decide/);
  await rows.nth(0).selectOption('person');
  await rows.nth(1).selectOption('strong');
  await page.click('#new-start');
  // The ceremony decided the seats: the query names the computer's.
  const search = await page.evaluate(() => location.search);
  assert.match(search, /^\?seed=9&(south|north)=strong$/);
  const seat = search.match(/(south|north)=strong/)[1];
  await page.reload();
  await page.waitForFunction(() => window.quintetTest !== undefined);
  assert.equal(await page.evaluate(() => location.search), search);
  const name = seat === 'south' ? 'South' : 'North';
  await page.waitForFunction(
    (n) => document.querySelector('#status').textContent.includes(`${n} (computer, strong)`)
      || !document.querySelector('#thinking').hidden, name);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unknown player in the query is a person, with a message', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?north=grandmaster#seesaw-4`);
  assert.match(await page.textContent('#message'), /'grandmaster' is not a player for north/);
  assert.ok(await page.locator('#thinking').isHidden());
  assert.ok(await boardDrawn(page));
  assert.deepEqual(errors, []);
  await page.close();
});

test('Pause holds a demonstration game and Resume lets it go on', async () => {
  const { page, errors } = await openPage(browser, `${server.url}?south=easy&north=easy&pace=100&seed=4#senet`);
  await page.click('#opening-play');
  await page.waitForFunction(() => document.querySelector('#record').textContent.includes(','));
  await page.click('#pause');
  assert.equal(await page.textContent('#pause'), 'Resume');
  const held = await tokens(page);
  await page.waitForTimeout(800);
  assert.ok(await tokens(page) <= held + 1, 'at most the step already under way finishes');
  const paused = await tokens(page);
  await page.waitForTimeout(500);
  assert.equal(await tokens(page), paused);
  await page.keyboard.press('p');
  await page.waitForFunction((n) => document.querySelector('#record').textContent.split(',').length > n + 1, paused);
  assert.deepEqual(errors, []);
  await page.close();
});
