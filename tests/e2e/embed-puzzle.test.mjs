// Puzzles on <quintet-board> (solution, prompt, autoplay-replies): wrong moves are taken back,
// replies and throws play themselves, solving fires quintet-solved; for every game id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_IDS } from './harness.mjs';
import { embedSetup, shadowText, POSITIONS, boardsReady, LISTEN } from './embed-host.mjs';

const ctx = embedSetup();


test('a reader solves a Senet puzzle by clicking; a wrong move is taken back and counted', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <div style="width:640px"><quintet-board id="p" record="senet;d2" solution="11-13"
      prompt="Black threw 2: which move keeps the pieces safe?"></quintet-board></div>`);
  await boardsReady(page);
  assert.equal(await shadowText(page, 'p', '.quintet-prompt'), 'Black threw 2: which move keeps the pieces safe?');
  // The landscape Senet board is 782 units wide: squares of 64 inside a frame of 18; row one
  // runs 1-10 left to right, row two 11-20 right to left.
  const box = await (await page.evaluateHandle(() => document.getElementById('p').shadowRoot.querySelector('canvas'))).boundingBox();
  const k = box.width / 782;
  const click = (col, row) => page.mouse.click(box.x + (18 + col * 64 + 32) * k, box.y + (18 + row * 64 + 32) * k);
  await click(7, 0); // 8
  await click(9, 0); // 10: 8-10 is legal, but not the answer
  assert.equal(await shadowText(page, 'p', '.quintet-feedback'), 'Not this one.');
  assert.equal(await page.evaluate(() => document.getElementById('p').record), 'senet;d2');
  // A move taken back sends only quintet-wrong, which the host may react to.
  assert.deepEqual(await page.evaluate(() => window.events.map((e) => [e.type, e.detail])),
    [['quintet-wrong', { move: '8-10', tries: 1, message: 'Not this one.' }]]);
  await click(9, 1); // 11
  await click(7, 1); // 13
  assert.equal(await shadowText(page, 'p', '.quintet-feedback'), 'Solved in 2 tries.');
  const events = await page.evaluate(() => window.events.map((e) => [e.type, e.detail]));
  assert.deepEqual(events.map(([type]) => type), ['quintet-wrong', 'quintet-move', 'quintet-solved']);
  assert.deepEqual(events[2][1], { tries: 2 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('replies and throws written in the line play themselves; alternatives are accepted', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="s" record="seesaw-4" solution="+d2,d7-c6,+c1|+e1,d7-e6,+f1" autoplay-replies="1"></quintet-board>
    <quintet-board id="t" record="senet" solution="d2,11-13,d3"></quintet-board>`);
  await boardsReady(page);
  const seesaw = await page.evaluate(() => {
    const el = document.getElementById('s');
    return { first: el.play('+e1'), after: el.record, wrong: el.play('+c1'), second: el.play('+f1'), done: el.record };
  });
  assert.deepEqual(seesaw.first, { ok: true, error: null });
  assert.equal(seesaw.after, 'seesaw-4;+e1,d7-e6', 'the second line\'s reply played itself');
  assert.deepEqual(seesaw.wrong, { ok: false, error: 'Not this one.' });
  assert.equal(seesaw.done, 'seesaw-4;+e1,d7-e6,+f1');
  // Senet: the first throw is made at once, the last one after the reader's move.
  assert.equal(await page.evaluate(() => document.getElementById('t').record), 'senet;d2');
  assert.equal(await page.evaluate(() => document.getElementById('t').shadowRoot.querySelectorAll('[data-cmd="throw"]').length), 0,
    'no throw button while the line throws');
  await page.evaluate(() => document.getElementById('t').play('11-13'));
  assert.equal(await page.evaluate(() => document.getElementById('t').record), 'senet;d2,11-13,d3');
  const seen = await page.evaluate(() => window.events.map((e) => `${e.id} ${e.type}`));
  assert.deepEqual(seen, ['t quintet-roll', 's quintet-move', 's quintet-move', 's quintet-wrong', 's quintet-move', 's quintet-solved',
    't quintet-move', 't quintet-roll', 't quintet-solved']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a solution that does not fit is named in the note and the board stays a normal board', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="p" record="senet;d2" solution="11-14|zz"></quintet-board>`);
  await boardsReady(page);
  const note = await shadowText(page, 'p', '.quintet-note');
  // The rule that refuses the line's move is named too (issue 49).
  assert.match(note, /This puzzle cannot be played: line 1 of the solution does not fit the board \(Move 1: '11-14' is not a legal move here\. A throw of 2 moves a piece 2 squares\)/);
  assert.deepEqual(await page.evaluate(() => window.events.map((e) => e.type)), ['quintet-error']);
  assert.deepEqual(await page.evaluate(() => document.getElementById('p').play('8-10')), { ok: true, error: null });
  // A good solution set later turns it into a puzzle, from the record's start.
  await page.evaluate(() => document.getElementById('p').setAttribute('solution', '11-13'));
  assert.equal(await shadowText(page, 'p', '.quintet-note'), '');
  assert.equal(await page.evaluate(() => document.getElementById('p').record), 'senet;d2');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every game id plays a one-move puzzle: the wrong move is refused, the right one solves', async () => {
  // Each id's first position offers two moves at least: the first is the answer.
  const probe = await ctx.host.open(ctx.browser, `${ctx.script()}${GAME_IDS.map((id) =>
    `<quintet-board id="${id}" record="${POSITIONS[id][0][0]}"></quintet-board>`).join('')}`);
  await boardsReady(probe.page);
  const moves = await probe.page.evaluate((ids) => Object.fromEntries(ids.map((id) =>
    [id, document.getElementById(id).legalMoves().map((m) => m.notation)])), GAME_IDS);
  await probe.page.close();
  const boards = GAME_IDS.map((id) =>
    `<quintet-board id="${id}" record="${POSITIONS[id][0][0]}" solution="${moves[id][0]}" prompt="Find it"></quintet-board>`);
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}${boards.join('')}`);
  await boardsReady(page);
  for (const id of GAME_IDS) {
    assert.ok(moves[id].length >= 2, `${id}: ${moves[id]}`);
    const answers = await page.evaluate(([i, [right, wrong]]) => {
      const el = document.getElementById(i);
      return [el.play(wrong), el.play(right)];
    }, [id, moves[id]]);
    assert.deepEqual(answers, [{ ok: false, error: 'Not this one.' }, { ok: true, error: null }], id);
    assert.equal(await shadowText(page, id, '.quintet-feedback'), 'Solved in 2 tries.', id);
    const solved = await page.evaluate((i) => window.events.filter((e) => e.id === i && e.type === 'quintet-solved'), id);
    assert.deepEqual(solved.map((e) => e.detail), [{ tries: 2 }], id);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
