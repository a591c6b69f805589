// The <quintet-board> element's API (docs/embedding.md): loading from another origin, observed
// attributes, properties, methods and events, for every game id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, GAME_IDS } from './harness.mjs';
import { embedSetup, shadowText, POSITIONS, boardsReady, LISTEN } from './embed-host.mjs';

const ctx = embedSetup();


test('the board files load from another origin because the build sends the CORS header', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}
    <quintet-board id="b" record="senet;d2"></quintet-board>`);
  await boardsReady(page);
  assert.deepEqual(errors, []);
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const boardFiles = files.filter((f) => /quintet-(board|embed)/.test(f));
  assert.equal(boardFiles.length, 3, `quintet-board.js, the embeds' module and wasm: ${boardFiles}`);
  assert.deepEqual(files.filter((f) => /quintet-web/.test(f)), [], 'not the game page\'s module');
  for (const file of boardFiles) {
    const response = await fetch(file);
    assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
  }
  await page.close();
  // A host that does not send the header: the browser refuses the module and the board stays blank.
  const bare = await serve({ headers: false });
  const blocked = await ctx.host.open(ctx.browser, `<script type="module" src="${bare.url}quintet-board.js"></script>
    <quintet-board id="b" record="senet"></quintet-board>`);
  await blocked.page.waitForTimeout(1000);
  assert.equal(await blocked.page.evaluate(() => document.getElementById('b').shadowRoot), null);
  assert.ok(blocked.errors.some((e) => /CORS/.test(e)), blocked.errors.join('\n'));
  await blocked.page.close();
  await bare.close();
});

test('every game id lists its legal moves with kinds, and play() round-trips with events', async () => {
  for (const id of GAME_IDS) {
    const boards = POSITIONS[id].map(([record], i) => `<quintet-board id="b${i}" record="${record}"></quintet-board>`);
    const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}${boards.join('')}`);
    await boardsReady(page);
    for (const [i, [record, kinds]] of POSITIONS[id].entries()) {
      const moves = await page.evaluate((b) => document.getElementById(b).legalMoves(), `b${i}`);
      assert.deepEqual([...new Set(moves.map((m) => m.kind))].sort(), [...kinds].sort(), `${id} ${record}`);
      for (const m of moves) {
        assert.equal(typeof m.notation, 'string');
        assert.ok(m.from === null || typeof m.from === 'string', JSON.stringify(m));
        assert.ok(m.to === null || typeof m.to === 'string', JSON.stringify(m));
        if (m.from !== null && !m.notation.startsWith('+')) assert.ok(m.notation.startsWith(m.from), JSON.stringify(m));
      }
    }
    // Play the first move of the first position; the event and the properties agree.
    const played = await page.evaluate(() => {
      const el = document.getElementById('b0');
      const before = el.record;
      const move = el.legalMoves()[0].notation;
      const answer = el.play(move);
      return { before, move, answer, record: el.record, position: el.position, events: window.events };
    });
    assert.deepEqual(played.answer, { ok: true, error: null }, id);
    const moves = played.events.filter((e) => e.type === 'quintet-move');
    assert.equal(moves.length, 1, `${id}: ${JSON.stringify(played.events)}`);
    const { detail } = moves[0];
    assert.equal(detail.move, played.move, id);
    assert.equal(detail.record, played.record, id);
    assert.equal(detail.position, played.position, id);
    assert.ok(played.record.endsWith(played.move), `${id}: ${played.record}`);
    assert.equal(detail.ply, played.record.split(';')[1].split(',').length, id);
    assert.match(detail.seat, /^(south|west|north|east)$/, id);
    assert.ok(moves[0].bubbles && moves[0].composed, id);
    assert.deepEqual(errors, [], id);
    await page.close();
  }
});

test('throws arrive as quintet-roll events, from the button or from play()', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}
    <quintet-board id="z" record="zanstrekt"></quintet-board>
    <quintet-board id="s" record="senet;d2,11-13"></quintet-board>`);
  await boardsReady(page);
  await page.evaluate(() => document.getElementById('z').shadowRoot.querySelector('[data-cmd="throw"]').click());
  assert.deepEqual(await page.evaluate(() => document.getElementById('s').play('d4')), { ok: true, error: null });
  const rolls = await page.evaluate(() => window.events.filter((e) => e.type === 'quintet-roll').map((e) => [e.id, e.detail]));
  assert.equal(rolls.length, 2, JSON.stringify(rolls));
  assert.equal(rolls[0][0], 'z');
  assert.ok(rolls[0][1].roll >= 0 && rolls[0][1].roll <= 5 && rolls[0][1].seat === 'south', JSON.stringify(rolls));
  assert.deepEqual(rolls[1], ['s', { roll: 4, seat: 'north' }]);
  assert.equal(await page.evaluate(() => document.getElementById('s').record), 'senet;d2,11-13,d4');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the end of a game is an event with the winner and the points', async () => {
  const { page } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}<quintet-board id="b" record="senet:4w24b:b3"></quintet-board>`);
  await boardsReady(page);
  await page.evaluate(() => document.getElementById('b').play('30-off'));
  const end = await page.evaluate(() => window.events.find((e) => e.type === 'quintet-end'));
  assert.deepEqual(end.detail, { outcome: 'win', winner: 'south', points: 3 });
  await page.close();
});

test('observed attributes update the board in place; an unknown one is named in the note', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${ctx.script()}
    <div style="width:600px"><quintet-board id="b" record="senet;d2" colour="red" data-x="1" class="c"></quintet-board></div>`);
  await boardsReady(page);
  const note = await shadowText(page, 'b', '.quintet-note');
  assert.match(note, /'colour' is not an option/);
  assert.doesNotMatch(note, /data-x|class/, 'global attributes are no board options');
  await page.evaluate(() => { window.canvas = document.getElementById('b').shadowRoot.querySelector('canvas'); });
  const same = () => page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('canvas') === window.canvas);
  const pixels = () => page.evaluate(() => window.canvas.toDataURL());
  const first = await pixels();
  await page.evaluate(() => document.getElementById('b').setAttribute('flip', '1'));
  assert.notEqual(await pixels(), first, 'flip redraws');
  await page.evaluate(() => document.getElementById('b').setAttribute('controls', '1'));
  assert.equal(await page.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('[data-cmd="first"]').length), 1);
  await page.evaluate(() => document.getElementById('b').setAttribute('highlight', 'z9'));
  assert.match(await shadowText(page, 'b', '.quintet-note'), /'z9' is not a cell/);
  await page.evaluate(() => document.getElementById('b').setAttribute('record', 'arces'));
  assert.equal(await page.evaluate(() => document.getElementById('b').record), 'arces');
  assert.match(await page.evaluate(() => window.canvas.getAttribute('aria-label')), /Arcēs/);
  // The record property reflects into the attribute, which the board follows.
  await page.evaluate(() => { document.getElementById('b').record = 'seesaw-4;+d2'; });
  assert.equal(await page.evaluate(() => document.getElementById('b').getAttribute('record')), 'seesaw-4;+d2');
  assert.equal(await page.evaluate(() => document.getElementById('b').record), 'seesaw-4;+d2');
  await page.evaluate(() => document.getElementById('b').setAttribute('prompt', 'Where next?'));
  assert.equal(await shadowText(page, 'b', '.quintet-prompt'), 'Where next?');
  assert.ok(await same(), 'one canvas throughout: updated in place');
  assert.deepEqual(errors, []);
  await page.close();
});

test('methods answer bad input in plain words and never throw', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}<quintet-board id="b" record="senet;d2"></quintet-board>`);
  await boardsReady(page);
  const answers = await page.evaluate(() => {
    const el = document.getElementById('b');
    return [undefined, 42, {}, 'zz', '11-99', '<img src=x onerror=alert(1)>', 'd9', 'x'.repeat(30000)]
      .map((v) => el.play(v))
      .concat(['x', -1, 1.5, NaN, null].map((v) => el.goTo(v)));
  });
  for (const answer of answers) {
    assert.equal(answer.ok, false, JSON.stringify(answer));
    assert.equal(typeof answer.error, 'string');
    assert.ok(answer.error.length > 5 && answer.error.length < 300, answer.error);
  }
  const errorEvents = await page.evaluate(() => window.events.filter((e) => e.type === 'quintet-error').length);
  assert.equal(errorEvents, answers.length, 'each refusal is also a quintet-error');
  assert.equal(await page.evaluate(() => document.getElementById('b').record), 'senet;d2');
  assert.equal(await page.evaluate(() => document.querySelectorAll('img').length
    + document.getElementById('b').shadowRoot.querySelectorAll('img').length), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('goTo() browses, flip() turns, reset() goes back to the record given', async () => {
  const { page } = await ctx.host.open(ctx.browser, `${ctx.script()}<quintet-board id="b" record="senet;d2,11-13,d3"></quintet-board>`);
  await boardsReady(page);
  const result = await page.evaluate(() => {
    const el = document.getElementById('b');
    const out = { go: el.goTo(1), browsed: el.position };
    el.goTo(99);
    out.live = el.position;
    const canvas = el.shadowRoot.querySelector('canvas');
    const before = canvas.toDataURL();
    el.flip();
    out.flipped = canvas.toDataURL() !== before;
    out.play = el.play(el.legalMoves()[0].notation);
    out.played = el.record;
    el.reset();
    out.reset = el.record;
    return out;
  });
  assert.deepEqual(result.go, { ok: true, error: null });
  assert.equal(result.browsed, 'senet:wbwbwbwbw1b19:b2');
  assert.equal(result.live, 'senet:wbwbwbwbw3b17:w3');
  assert.ok(result.flipped);
  assert.ok(result.play.ok && result.played.startsWith('senet;d2,11-13,d3,'), result.played);
  assert.equal(result.reset, 'senet;d2,11-13,d3');
  await page.close();
});

test('events leave a shadow root: they bubble and are composed', async () => {
  const { page, errors } = await ctx.host.open(ctx.browser, `${LISTEN}${ctx.script()}<div id="outer"></div>
    <script>
      const root = document.getElementById('outer').attachShadow({ mode: 'open' });
      root.innerHTML = '<quintet-board id="inner" record="seesaw-4"></quintet-board>';
    </script>`);
  await page.waitForFunction(() => document.getElementById('outer').shadowRoot.querySelector('quintet-board').shadowRoot?.querySelector('canvas')?.width > 0);
  await page.evaluate(() => document.getElementById('outer').shadowRoot.querySelector('quintet-board').play('+d2'));
  const event = await page.evaluate(() => window.events.find((e) => e.type === 'quintet-move'));
  assert.ok(event, 'the document heard the move');
  assert.equal(event.detail.move, '+d2');
  assert.ok(event.bubbles && event.composed);
  assert.deepEqual(errors, []);
  await page.close();
});
