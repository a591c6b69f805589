// Games with a friend on another device, fair and clear (issue 50): a throw once shown fixes the
// decisions before it (Undo never goes back past it, nor does a reload or a second tab) in every
// game with extra throws (Senet, Žanstrekt), by link and live through a Mosquitto of the test's
// own; then what players met around it: the start of Arsisesi B with the inviter second, the
// result panel's Send, a resignation's news, the friend's move in words and in the page's
// language, what became of a link handed over, and a refused link said over the saved game. Each
// device is a browser context of its own; the inviter's turns are played with the page's own
// controls (Throw, the typed move, Undo, Redo), the friend's through the test hook.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced, until, Ended, goesOn, withGame } from './remote-harness.mjs';
import { startBroker, relayBuild } from './broker.mjs';

const QUINTET = fileURLToPath(new URL('../../target/debug/quintet', import.meta.url));
const cli = (...args) => execFileSync(QUINTET, args).toString().trim();

let server;
let broker;
let build;
let live;
let browser;
before(async () => {
  server = await serve();
  broker = await startBroker();
  build = relayBuild(broker.url);
  live = await serve({ dir: build.dir });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await live?.close();
  await server?.close();
  build?.remove();
  await broker?.close();
});

/**
 * A new game of `id` between two new devices (pushed on `devices`): A invites, taking `side`,
 * B accepts, A opens the acceptance (by link, or live it arrives by itself). `url` is the
 * server's address.
 */
async function newGame(devices, id, side, url = server.url, options = {}) {
  const a = await device(browser, options);
  const b = await device(browser);
  devices.push(a, b);
  await a.page.goto(`${url}?remote=new&game=${id}&side=${side}&pace=0`);
  await ready(a.page);
  const invite = await state(a.page);
  if (url !== server.url) await until(async () => (await state(a.page)).live === 'live', 'the inviter is live');
  await b.page.goto(paced(invite.link));
  await ready(b.page);
  await b.page.click('#remote-act');
  if (url === server.url) {
    await a.page.evaluate((link) => quintetRemote.open(link), paced((await state(b.page)).link));
  }
  await until(async () => (await state(a.page)).messages >= 2, 'the acceptance is in');
  return { a, b, key: invite.key };
}

const record = async (dev) => (await state(dev.page)).record;
const enabled = (dev, id) => dev.page.isEnabled(`#${id}`);

/** Plays `move` (notation) on `dev` as a person types it. */
async function type(dev, move) {
  const before = await record(dev);
  await dev.page.fill('#typed-move', move);
  await dev.page.press('#typed-move', 'Enter');
  await until(async () => (await record(dev)) !== before, `${move} is played`);
}

/** Presses Throw on `dev` and waits for the throw (live, it waits for the friend's value). */
async function pressThrow(dev) {
  const before = await record(dev);
  await dev.page.click('#throw');
  await until(async () => (await record(dev)) !== before, 'the throw is shown');
}

/** Whether playing `move` after `text` (a record) earns its side another throw. */
function earnsThrow(text, move) {
  const after = `${text},${move}`;
  const side = (r) => cli('play', r).split(':')[2][0];
  return side(after) === side(text) && /^d\d/.test(cli('moves', after).split('\n')[0] ?? '');
}

/**
 * Plays A's turn with the page's controls, throwing when a throw is due, until a move that
 * earns another throw can be chosen: then checks Undo and Redo around it and throws the extra
 * throw. Returns the record with the extra throw shown, or null when the turn ended without one
 * (it is then complete, not sent).
 */
async function extraThrow(a, throwExtra = pressThrow) {
  for (;;) {
    const s = await state(a.page);
    if (s.over) throw new Ended();
    if (!s.mayAct) return null;
    if (await enabled(a, 'throw')) {
      await pressThrow(a);
      assert.ok(!(await enabled(a, 'undo')), 'a throw just shown: nothing to undo');
      continue;
    }
    const moves = await a.page.evaluate(() => quintetTest.legal().map(([n]) => n));
    const extra = moves.find((m) => earnsThrow(s.record, m));
    await type(a, extra ?? moves[0]);
    if (!extra) continue;
    // The move since the throw is the player's to take back, and to play again.
    assert.ok(await enabled(a, 'undo'));
    await a.page.click('#undo');
    assert.equal(await record(a), s.record, 'the move undone, its throw kept');
    await a.page.click('#redo');
    assert.equal(await record(a), `${s.record},${extra}`, 'redo plays the move again, no throw');
    await throwExtra(a);
    return record(a);
  }
}

/** Checks that nothing takes back the throw `shown` on `a`: Undo (one decision, or whole turns) or the U key. */
async function fixed(a, shown) {
  assert.ok(!(await enabled(a, 'undo')), 'Undo is off after a shown throw');
  for (const turns of [false, true]) {
    await a.page.evaluate((on) => {
      const box = document.getElementById('undo-turns');
      if (box.checked !== on) box.click();
    }, turns);
    await a.page.click('#undo', { force: true });
    await a.page.evaluate(() => document.activeElement?.blur());
    await a.page.keyboard.press('u');
    assert.equal(await record(a), shown, 'the throw and the decisions before it stay');
  }
}

/**
 * Plays the game of `a` and `b` on (A's turns with the controls, B's through the hook) until A
 * shows an extra throw; by link each message is opened on the other device, live it goes by
 * itself. Returns the record with the extra throw.
 */
async function untilExtraThrow({ a, b }, byLink, throwExtra = pressThrow) {
  for (let n = 0; n < 400; n++) {
    const [sa, sb] = [await state(a.page), await state(b.page)];
    if (sa.over || sb.over) throw new Ended();
    if (sa.myTurn && sa.mayAct) {
      const shown = await extraThrow(a, throwExtra);
      if (shown) return shown;
      if (byLink) {
        await a.page.evaluate(() => quintetRemote.send());
        await b.page.evaluate((l) => quintetRemote.open(l), paced((await state(a.page)).link));
      } else {
        await until(async () => !(await state(a.page)).myTurn || (await state(a.page)).over, 'A\'s turn goes by itself');
      }
    } else if (sb.myTurn && sb.mayAct && sb.waiting === null) {
      await b.page.evaluate((seed) => quintetRemote.play(seed), n);
      if (byLink && !(await state(b.page)).mayAct) {
        await b.page.evaluate(() => quintetRemote.send());
        await a.page.evaluate((l) => quintetRemote.open(l), paced((await state(b.page)).link));
      }
    } else {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  assert.fail('no extra throw in 400 steps');
}

for (const [id, side] of [['senet', 'black'], ['zanstrekt', 'south']]) {
  test(`${id} by link: a shown throw fixes the decisions before it, through Undo, a reload and the game's end`, () => withGame(async (devices) => {
    const game = await newGame(devices, id, side);
    const { a, b } = game;
    const shown = await untilExtraThrow(game, true);
    await fixed(a, shown);
    // A reload brings the turn back as it was, throw included: not the turn's start, where the
    // same throws would come again after another move.
    await a.page.reload();
    await ready(a.page);
    assert.equal(await record(a), shown);
    await fixed(a, shown);
    // The turn finished and sent, the friend accepts it: the throws are the protocol's.
    await a.page.evaluate(() => quintetRemote.play(7));
    await a.page.evaluate(() => quintetRemote.send());
    const sent = await state(a.page);
    assert.ok(sent.record.startsWith(shown));
    await b.page.evaluate((l) => quintetRemote.open(l), paced(sent.link));
    const got = await state(b.page);
    assert.equal(got.record, sent.record, got.message);
    assert.deepEqual([...a.errors, ...b.errors], []);
  }));
}

test('a second tab of the thrower shows the throws the first showed, never throws them again', () => withGame(async (devices) => {
  const { a, key } = await newGame(devices, 'senet', 'black');
  const tab = { page: await a.context.newPage() };
  await tab.page.goto(`${server.url}?remote=${key}&pace=0`);
  await ready(tab.page);
  const start = await record(tab);
  // The first tab throws (and plays on while it may); the second, still at the turn's start,
  // may not throw again nor send another turn: it shows the first's.
  await pressThrow(a);
  const shown = await record(a);
  await tab.page.click('#throw');
  await until(async () => (await record(tab)) === shown, 'the second tab shows the first tab\'s throw');
  assert.notEqual(shown, start);
  assert.match((await state(tab.page)).message, /This game moved on in another tab/);
  assert.ok(!(await enabled(tab, 'undo')));
  assert.deepEqual(a.errors, []);
}));

for (const [id, side] of [['senet', 'black'], ['zanstrekt', 'south']]) {
  test(`${id} live: a shown throw fixes the decisions before it, through Undo and a reload`, () => withGame(async (devices) => {
    const game = await newGame(devices, id, side, live.url);
    const { a, b } = game;
    await until(async () => (await state(a.page)).live === 'live' && (await state(b.page)).live === 'live', 'both live');
    // The extra throw asked for while the friend's device is away: the move before it is fixed
    // at once (the friend's device holds the turn to it), and the throw comes when it is back.
    const throwExtra = async () => {
      await b.context.setOffline(true);
      const asked = await record(a);
      await a.page.click('#throw');
      await until(async () => (await state(a.page)).waiting !== null, 'the throw waits');
      await fixed(a, asked);
      await b.context.setOffline(false);
      await until(async () => (await record(a)) !== asked, 'the throw comes', 60_000);
    };
    const shown = await untilExtraThrow(game, false, throwExtra);
    await fixed(a, shown);
    await a.page.reload();
    await ready(a.page);
    // The turn comes back from the retained request, its throw taken again with the same value.
    await until(async () => (await record(a)) === shown, 'the turn comes back as it was');
    await fixed(a, shown);
    // And the game goes on live: the turn, completed (each throw waiting for its value), goes by
    // itself and is accepted.
    await until(async () => {
      const s = await state(a.page);
      if (s.mayAct && s.waiting === null) await a.page.evaluate(() => quintetRemote.play(7));
      return !s.myTurn;
    }, 'the turn is played');
    await until(async () => (await state(b.page)).record.startsWith(shown) && (await state(b.page)).myTurn, 'the turn arrives');
    assert.doesNotMatch((await state(b.page)).message, /not accepted/);
    assert.deepEqual([...a.errors, ...b.errors], []);
  }));
}

/** The visible text of `selector` on `dev`'s page, or null when it is hidden. */
async function shown(dev, selector) {
  return (await dev.page.isVisible(selector)) ? (await dev.page.textContent(selector)).trim() : null;
}

test('Arsisesi B, the inviter North: no side "to throw" before the game starts, its start said as such; New game and Analysis speak of the friend', async () => {
  const devices = [];
  try {
    const a = await device(browser);
    devices.push(a);
    await a.page.goto(`${server.url}?remote=new&game=arsisesi-b&side=north&pace=0`);
    await ready(a.page);
    // Before anyone accepts: Throw is off, and no status names a side to throw.
    assert.equal(await shown(a, '#status'), null);
    assert.ok(!(await enabled(a, 'throw')));
    assert.match(await shown(a, '#remote-text'), /Send this invitation to your friend/);
    const b = await device(browser);
    devices.push(b);
    await b.page.goto(paced((await state(a.page)).link));
    await ready(b.page);
    assert.equal(await shown(b, '#status'), null, 'the friend must accept first');
    await b.page.click('#remote-act');
    // Accepted: the friend moves first, yet cannot throw before the inviter's message 2.
    assert.equal(await shown(b, '#status'), null);
    assert.equal(await shown(b, '#remote-said'), 'Link copied: send it to your friend.');
    assert.equal(await b.page.evaluate(() => navigator.clipboard.readText()), (await state(b.page)).link);
    await a.page.evaluate((l) => quintetRemote.open(l), paced((await state(b.page)).link));
    // The inviter has played nothing: its message starts the game.
    assert.equal(await shown(a, '#remote-text'), 'Your friend has accepted, and moves first: send them this link to start the game.');
    assert.equal(await shown(a, '#remote-act'), 'Start the game');
    assert.equal(await shown(a, '#status'), null, 'not started yet');
    await a.page.click('#remote-act');
    assert.equal(await shown(a, '#remote-said'), 'Link copied: send it to your friend.');
    assert.equal(await shown(a, '#status'), 'South (your friend) to throw.');
    await b.page.evaluate((l) => quintetRemote.open(l), paced((await state(a.page)).link));
    assert.equal(await shown(b, '#status'), 'South (you) to throw.');
    assert.ok(await enabled(b, 'throw'));
    // The Analysis switch says why no win chances show in its own words, H too: no "against the
    // computer" in a game with a friend.
    await b.page.evaluate(() => document.getElementById('analysis-switch').click());
    const note = await shown(b, '#analysis-off');
    assert.equal(note, "Win chances are off until this game is over: in a game at a distance, nobody plays with the computer's help.");
    await b.page.evaluate(() => document.activeElement?.blur());
    await b.page.keyboard.press('h');
    assert.equal((await state(b.page)).message, "Hints are off until this game is over: in a game at a distance, nobody plays with the computer's help.");
    // New game with the friend box ticked: the sides are chosen next, not by opening throws.
    await b.page.click('#new-game');
    await b.page.selectOption('#new-game-id', 'senet');
    assert.match(await shown(b, '#new-note'), /The opening throws decide/);
    await b.page.check('#new-friend');
    assert.equal(await shown(b, '#new-note'), null);
    // A plain game again: the page's own words come back.
    await b.page.uncheck('#new-friend');
    await b.page.selectOption('#new-game-id', 'seesaw');
    await b.page.click('#new-start');
    await b.page.waitForFunction(() => document.documentElement.dataset.game === 'seesaw');
    assert.match(await b.page.textContent('#analysis-off'), /against the computer/);
    assert.ok(await b.page.isVisible('#status'));
    for (const dev of devices) assert.deepEqual(dev.errors, []);
  } finally {
    for (const dev of devices) await dev.context.close();
  }
});

test('the winning move not sent yet: the result panel offers Send', async () => {
  const devices = [];
  try {
    const { a, b } = await newGame(devices, 'seesaw-4', 'south');
    let [turn, other] = [a, b];
    for (let n = 0; n < 400; n++) {
      await turn.page.evaluate((seed) => quintetRemote.play(seed), n);
      if (await turn.page.isVisible('#result')) break;
      await turn.page.evaluate(() => quintetRemote.send());
      await other.page.evaluate((l) => quintetRemote.open(l), paced((await state(turn.page)).link));
      [turn, other] = [other, turn];
    }
    assert.ok(await turn.page.isVisible('#result'), 'the game ended');
    const before = await state(turn.page);
    assert.ok(!before.over, 'the winning move is not sent yet');
    assert.equal(await shown(turn, '#remote-result-send'), 'Send your move');
    await turn.page.click('#remote-result-send');
    const sent = await state(turn.page);
    assert.ok(sent.over && sent.messages === before.messages + 1);
    assert.equal(await shown(turn, '#remote-result-send'), null, 'sent: no more Send');
    await other.page.evaluate((l) => quintetRemote.open(l), paced(sent.link));
    assert.ok((await state(other.page)).over);
    assert.equal(await shown(other, '#remote-result-send'), null, 'the receiver has nothing to send');
    for (const dev of devices) assert.deepEqual(dev.errors, []);
  } finally {
    for (const dev of devices) await dev.context.close();
  }
});

test('the friend\'s move in words and in the page\'s language; a resignation plays nothing', () => withGame(async (devices) => {
  const { a, b } = await newGame(devices, 'senet', 'black');
  await a.page.evaluate(() => quintetRemote.play(1));
  await a.page.evaluate(() => quintetRemote.send());
  await b.page.evaluate((l) => quintetRemote.open(l), paced((await state(a.page)).link));
  await goesOn(b);
  const news = await shown(b, '#remote-news');
  assert.match(news, /^Your friend played: Threw \d\. /);
  assert.doesNotMatch(news, /\d+-\d+|off\b/, 'words, not notation');
  assert.equal((await state(b.page)).message, '', 'not said as an error');
  await b.page.selectOption('#language', 'fr');
  await b.page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.match(await shown(b, '#remote-news'), /^Votre ami a joué : A lancé \d\. /);
  await b.page.selectOption('#language', 'en');
  await b.page.waitForFunction(() => document.documentElement.lang === 'en');
  // B plays and sends message 3; A, before opening it, resigns (out of turn: after its own 2).
  await b.page.evaluate(() => quintetRemote.play(2));
  await b.page.evaluate(() => quintetRemote.send());
  await goesOn(b);
  await a.page.click('#remote-resign');
  await a.page.click('#remote-resign');
  await b.page.evaluate((l) => quintetRemote.open(l), paced((await state(a.page)).link));
  assert.ok((await state(b.page)).over);
  assert.equal(await shown(b, '#remote-news'), null, 'not the receiver\'s own move');
  assert.equal(await shown(b, '#remote-text'), 'Your friend resigned.');
  assert.deepEqual([...a.errors, ...b.errors], []);
}));

test('a link handed over says what became of it: shared, a cancelled sheet copied, a refused clipboard', async () => {
  const devices = [];
  try {
    // A phone: a coarse pointer and a share sheet the test answers.
    const phone = await device(browser, { hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } });
    devices.push(phone);
    await phone.context.addInitScript(() => {
      navigator.share = () => (window.shareAnswer === 'ok' ? Promise.resolve()
        : Promise.reject(new DOMException('Share canceled', 'AbortError')));
    });
    await phone.page.goto(`${server.url}?remote=new&game=senet&side=random&pace=0`);
    await ready(phone.page);
    const link = (await state(phone.page)).link;
    await phone.page.evaluate(() => { window.shareAnswer = 'ok'; });
    await phone.page.click('#remote-share');
    await until(async () => (await shown(phone, '#remote-said')) === 'Link handed to the share sheet.', 'shared');
    await phone.page.evaluate(() => { window.shareAnswer = 'cancel'; });
    await phone.page.click('#remote-share');
    await until(async () => (await shown(phone, '#remote-said')) === 'Link copied: send it to your friend.', 'a cancelled sheet: copied');
    assert.equal(await phone.page.evaluate(() => navigator.clipboard.readText()), link);
    // A desktop whose clipboard refuses: said so, the link is in its box.
    const refusing = await device(browser, { permissions: [] });
    devices.push(refusing);
    await refusing.page.goto(paced(link));
    await ready(refusing.page);
    await refusing.page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await refusing.page.click('#remote-act');
    await until(async () => /could not be copied/.test(await shown(refusing, '#remote-said') ?? ''), 'a refused clipboard');
    assert.equal(await refusing.page.inputValue('#remote-link'), (await state(refusing.page)).link);
    for (const dev of devices) assert.deepEqual(dev.errors, []);
  } finally {
    for (const dev of devices) await dev.context.close();
  }
});

test('a malformed or cut link is refused alone, over the saved game', async () => {
  const dev = await device(browser);
  try {
    const { page } = dev;
    // A game of Seesaw, saved with a move in it.
    await page.goto(`${server.url}#seesaw`);
    await page.waitForFunction(() => window.quintetTest !== undefined);
    const [first] = await page.evaluate(() => quintetTest.legal().map(([n]) => n));
    await page.fill('#typed-move', first);
    await page.press('#typed-move', 'Enter');
    await page.waitForFunction(() => location.hash.includes(';'));
    const saved = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const invite = await (async () => {
      const a = await device(browser);
      await a.page.goto(`${server.url}?remote=new&game=senet&side=black&pace=0`);
      await ready(a.page);
      const { link } = await state(a.page);
      await a.context.close();
      return link;
    })();
    for (const bad of ['?play=hello#senet', '?play=', `${invite.slice(0, 110)}`.replace(server.url, '')]) {
      await page.goto(`${server.url}${bad}`);
      await ready(page);
      const s = await state(page);
      assert.match(s.message, /^This link was not accepted: it is damaged or cut short\. Ask for it again\. Your game is as it was\.$/, bad);
      assert.equal(s.record, saved, `${bad}: the saved game is shown`);
      assert.ok(await page.isHidden('#opening'), `${bad}: no "who plays which side"`);
      assert.doesNotMatch(page.url(), /play=/);
    }
    // A tab that showed a game by link goes back to it.
    await page.goto(paced(invite));
    await ready(page);
    await page.click('#remote-act');
    const kept = await state(page);
    await page.goto(`${server.url}${invite.slice(0, 110).replace(server.url, '')}`);
    await ready(page);
    const after = await state(page);
    assert.match(after.message, /it is damaged or cut short/);
    assert.equal(after.key, kept.key);
    assert.equal(after.record, kept.record);
    assert.ok(await page.isHidden('#opening'));
    assert.deepEqual(dev.errors, []);
  } finally {
    await dev.context.close();
  }
});
