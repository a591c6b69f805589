// The lessons (issue 49, docs/guide.md "Learning a game"): each family's whole course played by
// clicks on learn.html as its stated solutions say (lessons/<course>.txt), one by keyboard, a
// wrong move's reason, progress kept across a reload, the game page's ways in, and a step
// embedded on another site's page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { embedSetup, LISTEN, shadowText } from './embed-host.mjs';

const ctx = embedSetup();

/** Each step of course `id` with its first line, read from its file as `quintet lessons` does. */
function steps(id) {
  const text = readFileSync(new URL(`../../lessons/${id}.txt`, import.meta.url), 'utf8');
  const out = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    const [field, ...rest] = line.split(' ');
    if (field === 'step') out.push({ name: rest.join(' '), lines: [] });
    if (field === 'line') out.at(-1).lines.push(rest.join(' '));
  }
  return out;
}

/** Calls a test hook of the page's only board (`quintetBoardCall(0, …)`). */
const call = (page, command, arg) => page.evaluate(([c, a]) => window.quintetBoardCall(0, c, a), [command, arg]);

/** The board's shadow root element matching `selector`, as a handle. */
const shadow = (page, selector) => page.evaluateHandle((s) => document.querySelector('quintet-board').shadowRoot.querySelector(s), selector);

/** The answer under the board (the status line). */
const answer = (page) => page.evaluate(() => document.querySelector('quintet-board').shadowRoot.querySelector('.quintet-feedback').textContent);

/**
 * Plays `line` on the page's lesson as a person would: its throws with Throw, its moves from cell
 * to cell (or with their button), by `how`: 'click' (the pointer on the canvas) or 'keys' (the
 * accessible board's cells and the buttons, focused, with Enter). The other seats' replies play
 * themselves. Ends once the step says it is done.
 */
async function solve(page, line, how) {
  const wanted = line.split(',');
  const start = (await call(page, 'tokens')).length;
  const press = async (selector) => {
    const el = await shadow(page, selector);
    if (how === 'keys') {
      await el.focus();
      await page.keyboard.press('Enter');
    } else {
      await el.click();
    }
  };
  for (let guard = 0; guard < 4 * wanted.length + 4; guard++) {
    if ((await answer(page)).startsWith('Well done!')) return;
    const played = (await call(page, 'tokens')).slice(start);
    const next = wanted[played.length];
    assert.ok(next, `${line}: the line is played (${played}) and the step is not done: ${await answer(page)}`);
    assert.deepEqual(played, wanted.slice(0, played.length), `${line}: the board played ${played}`);
    if (/^d\d$/.test(next)) {
      await press('[data-cmd="throw"]');
    } else {
      const plan = await call(page, 'plan', next);
      assert.ok(plan, `${next} is no action here`);
      if (plan.command) {
        await press(`[data-cmd="${plan.command}"]`);
      } else if (how === 'keys') {
        for (const [spot] of plan.spots) await press(`[data-spot="${spot}"]`);
      } else {
        const box = await (await shadow(page, 'canvas')).boundingBox();
        for (const [, x, y] of plan.spots) await page.mouse.click(box.x + x, box.y + y);
      }
    }
    await page.waitForFunction(([n, before]) => {
      const board = document.querySelector('quintet-board');
      return window.quintetBoardCall(0, 'tokens').length !== n
        || board.shadowRoot.querySelector('.quintet-feedback').textContent !== before;
    }, [start + played.length, await answer(page)]);
  }
  assert.fail(`${line}: not done`);
}

/** Opens learn.html at `query`, its board ready; resolves to { page, errors }. */
async function openLesson(query, viewport = { width: 1280, height: 800 }) {
  const page = await ctx.browser.newPage({ viewport, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${ctx.dist.url}learn.html${query}`);
  await ready(page);
  return { page, errors };
}

/** Waits until the page's lesson board is drawn and its words are in. */
const ready = (page) => page.waitForFunction(() => {
  const root = document.querySelector('quintet-board')?.shadowRoot;
  const goal = root?.querySelector('.quintet-prompt')?.textContent ?? '';
  return root?.querySelector('canvas')?.width > 0 && goal && !goal.startsWith('Loading');
});

/** The steps' buttons above the board: their labels ('1 ✓', '2', …). */
const chips = (page) => page.evaluate(() => [...document.querySelector('quintet-board').shadowRoot
  .querySelectorAll('.quintet-lesson-steps button')].map((b) => b.textContent));

for (const course of ['senet', 'seesaw', 'arces', 'arsisesi', 'zanstrekt']) {
  test(`the ${course} course, every step by clicks, then its first game`, async () => {
    const { page, errors } = await openLesson(`?learn=${course}`);
    const all = steps(course);
    for (const [i, step] of all.entries()) {
      await solve(page, step.lines[0], 'click');
      if (i + 1 < all.length) {
        await (await shadow(page, '[data-cmd="next"]')).click();
        await ready(page);
      }
    }
    assert.deepEqual(await chips(page), all.map((_, i) => `${i + 1} ✓`));
    const link = await page.evaluate(() => {
      const a = document.querySelector('quintet-board').shadowRoot.querySelector('.quintet-lesson-finished a');
      return a && !a.closest('[hidden]') ? a.getAttribute('href') : null;
    });
    const game = { arsisesi: 'arsisesi-a' }[course] ?? course;
    assert.equal(link, `./?guide=1#${game}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** What the board's live region said last. */
const said = (page) => page.evaluate(() => [...document.querySelector('quintet-board').shadowRoot
  .querySelectorAll('[aria-live]')].map((el) => el.textContent).join(' '));

test('the Seesaw course by keyboard alone, said to screen readers', async () => {
  const { page, errors } = await openLesson('?learn=seesaw');
  assert.match(await said(page), /Step 1 of 9: Your stack has 1 piece/);
  const all = steps('seesaw');
  for (const [i, step] of all.entries()) {
    if (i === 2) {
      // A move typed in the field, as the game page reads it (notation or words).
      const field = await shadow(page, '.quintet-lesson-typed input');
      await field.focus();
      await page.keyboard.type('place d2');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('quintet-board').shadowRoot
        .querySelector('.quintet-feedback').textContent.startsWith('Well done!'));
    } else {
      await solve(page, step.lines[0], 'keys');
    }
    assert.match(await said(page), /Well done!/, step.name);
    if (i + 1 < all.length) {
      const next = await shadow(page, '[data-cmd="next"]');
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => window.quintetBoardCall(0, 'record').length > 0
        && document.querySelector('quintet-board').shadowRoot.querySelector('.quintet-lesson-title')
          .textContent.includes(`Step ${n} of 9`), i + 2);
      assert.match(await said(page), new RegExp(`Step ${i + 2} of 9: `));
    }
  }
  assert.match(await said(page), /You have finished the Seesaw course\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a wrong move is refused with its reason, a miss is taken back with the step\'s words', async () => {
  const { page, errors } = await openLesson('?learn=seesaw/1');
  const before = await call(page, 'tokens');
  // A 1-stack moved two cells: the rules refuse it, nothing moves, the reason is shown and said.
  const box = await (await shadow(page, 'canvas')).boundingBox();
  const at = async (spot) => {
    const [x, y] = await page.evaluate((s) => {
      const plan = window.quintetBoardCall(0, 'plan', `${s}-${s}`);
      return plan?.spots?.[0]?.slice(1);
    }, spot);
    await page.mouse.click(box.x + x, box.y + y);
  };
  await at('d3');
  await at('d5');
  const reason = await answer(page);
  assert.ok(reason.length > 10 && !reason.startsWith('Not quite'), reason);
  assert.deepEqual(await call(page, 'tokens'), before);
  assert.match(await said(page), new RegExp(reason.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // A legal move that misses: placing instead of moving. The step's words, then taken back.
  await at('c1');
  await page.waitForFunction(() => document.querySelector('quintet-board').shadowRoot
    .querySelector('.quintet-feedback').textContent.startsWith('Not quite'));
  assert.equal(await answer(page), 'Not quite: This time move your 1-stack one step forward rather than placing a new one. Try again.');
  assert.deepEqual(await call(page, 'tokens'), before);
  // One step alone: no course around it.
  assert.equal(await page.evaluate(() => document.querySelector('quintet-board').shadowRoot
    .querySelector('.quintet-lesson-steps').hidden), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('progress survives a reload; the game page sends its Learn buttons and ?learn= links here', async () => {
  const { page, errors } = await openLesson('?learn=arces-3');
  for (const step of steps('arces').slice(0, 2)) {
    await solve(page, step.lines[0], 'click');
    await (await shadow(page, '[data-cmd="next"]')).click();
  }
  await page.reload();
  await ready(page);
  assert.deepEqual((await chips(page)).slice(0, 3), ['1 ✓', '2 ✓', '3']);
  assert.equal(await page.evaluate(() => document.querySelector('quintet-board').shadowRoot
    .querySelector('.quintet-lesson-title').textContent), 'Learn Arcēs · Step 3 of 11');
  assert.equal(await page.evaluate(() => localStorage.getItem('quintet.v2.lessons.arces')), 'move tower');
  // Stored progress that is not what the page wrote: what cannot be a step is passed over, the
  // course opens at its first step not done, and nothing else is touched.
  await page.evaluate(() => localStorage.setItem('quintet.v2.lessons.seesaw', '{"done":[1]} <b>x</b> chain no-such-step'));
  await page.goto(`${ctx.dist.url}learn.html?learn=seesaw`);
  await ready(page);
  assert.deepEqual(await chips(page), ['1', '2', '3', '4', '5', '6', '7 ✓', '8', '9']);
  assert.equal(await page.evaluate(() => document.querySelector('quintet-board').shadowRoot
    .querySelector('.quintet-lesson-title').textContent), 'Learn Seesaw · Step 1 of 9');
  assert.equal(await page.evaluate(() => localStorage.getItem('quintet.v2.lessons.arces')), 'move tower');
  // A link to a step of a course, in French, through the game page.
  await page.goto(`${ctx.dist.url}?learn=zanstrekt&step=ambush&lang=fr`);
  await page.waitForURL(/learn\.html\?learn=zanstrekt&step=ambush&lang=fr/);
  await page.waitForFunction(() => document.querySelector('quintet-board')?.shadowRoot
    ?.querySelector('.quintet-prompt')?.textContent.startsWith('Nord vient'));
  assert.equal(await page.evaluate(() => document.title), 'Quintet — Žanstrekt');
  // The game page's Learn button and the opening card's link open the shown game's course.
  await page.goto(`${ctx.dist.url}#seesaw-4`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.click('#learn');
  await page.waitForURL(/learn\.html\?learn=seesaw-4$/);
  await ready(page);
  await page.goto(`${ctx.dist.url}#senet`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  await page.click('#opening-learn');
  await page.waitForURL(/learn\.html\?learn=senet$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a step embedded on another site: played, judged, in its language; a wrong name is said', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="chain" lesson="seesaw/chain"></quintet-board>
    <quintet-board id="fr" lesson="senet/water" lang="fr"></quintet-board>
    <quintet-board id="bad" lesson="chess/1" record="senet;d2"></quintet-board>`);
  await page.waitForFunction(() => ['chain', 'fr'].every((id) => {
    const goal = document.getElementById(id).shadowRoot?.querySelector('.quintet-prompt')?.textContent ?? '';
    return goal && !goal.startsWith('Loading') && !goal.startsWith('Chargement');
  }));
  assert.equal(await shadowText(page, 'chain', '.quintet-prompt'), 'Your 3-stack has steps to spare: capture both North stacks in one turn.');
  assert.equal(await shadowText(page, 'fr', '.quintet-prompt'), 'La case 27 est l\'eau\u00a0: amenez une pièce en 26 sans y tomber.');
  // Every word around the board too, though the board was built before French came.
  assert.equal(await shadowText(page, 'fr', '.quintet-lesson-typed label'), 'Saisir un coup');
  assert.equal(await shadowText(page, 'fr', '.quintet-lesson-typed button'), 'Jouer');
  const answers = await page.evaluate(() => {
    const board = document.getElementById('chain');
    return [board.play('e4xe5,end'), board.play('e4xe5'), board.play('e5xf4')];
  });
  assert.equal(answers[0].ok, false);
  assert.deepEqual(answers.slice(1), [{ ok: true, error: null }, { ok: true, error: null }]);
  assert.match(await shadowText(page, 'chain', '.quintet-feedback'), /^Well done! A capture costs the steps/);
  const wrong = await page.evaluate(() => document.getElementById('fr').play('24-27'));
  assert.deepEqual(wrong, { ok: false, error: 'Une pièce qui s\'arrête en 27 retourne en 15. La pièce en 23 atteint 26 sans danger.' });
  const events = await page.evaluate(() => window.events.map((e) => `${e.id} ${e.type}`));
  assert.ok(events.includes('chain quintet-solved') && events.includes('fr quintet-wrong'), events.join());
  assert.ok(events.includes('bad quintet-error'), events.join());
  assert.equal(await shadowText(page, 'bad', '.quintet-note'),
    "Board options: lesson: 'chess/1' is not a lesson; the board shows its record instead.");
  assert.deepEqual(errors, []);
  await page.close();
});
