// Playing without sight (issue 21): for every game id, a whole game played with the keyboard
// alone, through the accessible board (arrow keys and Enter on its cells) and the typed-move
// field, never the canvas, against the computer in the other seats, with seeded throws. The live
// region's announcements are collected as they are written and checked against the record, as
// the move list names it in words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openPage, GAME_IDS, record } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The computer's seats for each game (the person sits South), and its level. */
const OTHERS = {
  senet: 'north=strong',
  seesaw: 'north=strong',
  'seesaw-4': 'north=strong',
  arces: 'north=strong',
  'arces-3': 'west=strong&north=strong&east=strong',
  'arces-4': 'west=strong&north=strong&east=strong',
  'arsisesi-a': 'north=strong',
  'arsisesi-b': 'north=strong',
  'arsisesi-c': 'north=strong',
  zanstrekt: 'north=strong',
};

/** A small seeded generator, so that the person's choices repeat from run to run. */
function chooser(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** The arrow keys that take the accessible board's focus from `from` to `to` (breadth first). */
async function arrowPath(page, from, to) {
  return page.evaluate(([a, b]) => {
    const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
    const seen = new Map([[a, []]]);
    const queue = [a];
    while (queue.length) {
      const at = queue.shift();
      if (at === b) return seen.get(at);
      for (const key of keys) {
        const next = window.quintetTest.step(at, key);
        if (next !== null && !seen.has(next)) {
          seen.set(next, [...seen.get(at), key]);
          queue.push(next);
        }
      }
    }
    return null;
  }, [from, to]);
}

/** The spot of the grid cell that has the focus (Tab into the grid if it has not). */
async function focusedCell(page) {
  const spot = await page.evaluate(() => document.activeElement?.getAttribute('data-spot'));
  if (spot !== null && spot !== undefined) return Number(spot);
  await page.focus('[role=gridcell][tabindex="0"]');
  return Number(await page.evaluate(() => document.activeElement.getAttribute('data-spot')));
}

/** Moves the grid's focus to `spot` with arrow keys and presses Enter there. */
async function enterOn(page, spot) {
  const from = await focusedCell(page);
  const path = await arrowPath(page, from, spot);
  assert.ok(path, `no arrow path from ${from} to ${spot}`);
  for (const key of path) await page.keyboard.press(key);
  assert.equal(await focusedCell(page), spot);
  await page.keyboard.press('Enter');
}

/** Types `text` into the move field and presses Enter there. */
async function typeMove(page, text) {
  await page.focus('#typed-move');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Plays one person's decision by keyboard; `pick` chooses among the legal moves. */
async function decide(page, turn, pick, step) {
  if (turn === 'throw') {
    // T on the board's grid, or t typed into the move field: both throw.
    if (step % 2 === 0) {
      await focusedCell(page);
      await page.keyboard.press('t');
    } else {
      await typeMove(page, 't');
    }
    return;
  }
  const legal = await page.evaluate(() => window.quintetTest.legal());
  assert.ok(legal.length > 0, 'a person to move has moves');
  const [text, from, to, shared] = legal[pick(legal.length)];
  if (step % 3 !== 2 && !shared && (from !== null || to !== null)) {
    if (from !== null) await enterOn(page, from);
    if (to !== null) await enterOn(page, to);
  } else {
    await typeMove(page, text);
  }
  assert.equal(await page.locator('#typed-error').textContent(), '', `typed ${text}`);
}

for (const id of GAME_IDS) {
  test(`${id}: a whole game by keyboard, every announcement in the record's words`, { timeout: 600_000 }, async () => {
    const url = `${server.url}?${OTHERS[id]}&south=person&pace=0&seed=5#${id}`;
    const { page, errors } = await openPage(browser, url);
    await page.evaluate(() => {
      window.said = [];
      const region = document.getElementById('announce');
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) window.said.push(n.textContent);
      }).observe(region, { childList: true });
    });
    // The opening's card holds the computer until it is closed (issue 37): by keyboard, Tab to
    // its Play button and Enter.
    if (await page.locator('#opening').isVisible()) {
      await page.focus('#opening-play');
      await page.keyboard.press('Enter');
    }
    const pick = chooser(11);
    let step = 0;
    for (;;) {
      await page.waitForFunction(() => window.quintetTest.turn() !== 'wait', null, { timeout: 120_000 });
      const turn = await page.evaluate(() => window.quintetTest.turn());
      if (turn === 'over') break;
      const was = await record(page);
      await decide(page, turn, pick, step++);
      const now = await record(page);
      assert.notEqual(now, was, `${id}: step ${step} (${turn}) changed nothing`);
      assert.ok(step < 3000, `${id}: the game did not end`);
    }
    // The move list names every token in words with its turn's number, as the list shows it:
    // "Turn 4, Black: Move the piece on 11 to 13".
    const names = await page.$$eval('#moves button', (bs) => bs.map((b) => b.getAttribute('aria-label')));
    const tokens = await page.$$eval('#moves button', (bs) => bs.map((b) => b.dataset.token ?? b.textContent));
    const shown = await page.$$eval('#moves button', (bs) => bs.map((b) => Number(b.closest('li').querySelector('.num').textContent)));
    assert.ok(names.length > 0 && names.length === tokens.length);
    const said = (await page.evaluate(() => window.said)).join(' ');
    // The computer's actions are announced with who plays them; the person's plainly, or as
    // "(you)" where one person plays the computer (issue 49). Each seat
    // is always one or the other.
    const computer = new Set();
    const person = new Set();
    let at = 0;
    names.forEach((name, i) => {
      const m = name.match(/^Turn (\d+), ([^:]+): (.*)$/);
      assert.ok(m, name);
      const [, n, who, what] = m;
      assert.equal(Number(n), shown[i], `${id}: token ${i + 1} is in turn ${shown[i]}`);
      const throws = /^threw (.+)$/.test(what);
      const forms = throws
        ? [`Turn ${n}: ${who} threw ${what.slice(6)}.`]
        : [`${who}: ${what}.`, `${who} (you): ${what}.`, `${who} (computer, strong): ${what}.`];
      const found = forms.map((f) => [said.indexOf(f, at), f]).filter(([f]) => f >= 0).sort((a, b) => a[0] - b[0])[0];
      assert.ok(found, `${id}: token ${i + 1} (${tokens[i]}) was not announced as “${forms.join('” or “')}”`);
      if (!throws) (found[1].includes('(computer, strong)') ? computer : person).add(who);
      at = found[0] + found[1].length;
    });
    assert.ok(computer.size > 0 && person.size > 0, `${id}: computer ${[...computer]}, person ${[...person]}`);
    assert.deepEqual([...computer].filter((w) => person.has(w)), [], `${id}: a seat announced both ways`);
    assert.match(said.slice(at), /Game over/);
    // The reading keys: W whose turn (here: the end), L the last move, D the whole position.
    await page.focus('[role=gridcell][tabindex="0"]');
    for (const [key, words] of [['w', /Game over/], ['l', /^Last move: Turn \d+, /], ['d', /Game over/]]) {
      await page.keyboard.press(key);
      const last = await page.evaluate(() => window.said.at(-1));
      assert.match(last, words, `${id}: key ${key}`);
    }
    assert.deepEqual(errors, []);
    console.log(`${id}: ${tokens.length} tokens, ${step} keyboard decisions: ${await record(page)}`);
    await page.close();
  });
}
