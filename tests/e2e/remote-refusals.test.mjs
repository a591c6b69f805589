// Games with a friend on another device, what can go wrong (docs/remote.md): every refusal of
// REMOTE.md's "What it guarantees" in plain words with the saved game untouched (in version 1
// games, `protocol=1`: version 2 refuses every link changed on the way as such, which
// remote-v2.test.mjs tries), a third device
// trying to join, a game watched, both devices reloaded mid-game, two tabs of one device, a
// resignation and its review, Your games and New game on the plain page, which module each
// address loads, and a link opened offline. Forged links are made from real ones with the
// command line (the debug build cargo test makes): `quintet expand`, `moves` and `play`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, launch } from './harness.mjs';
import { device, ready, state, paced, goesOn, withGame } from './remote-harness.mjs';

const QUINTET = fileURLToPath(new URL('../../target/debug/quintet', import.meta.url));
const cli = (...args) => execFileSync(QUINTET, args).toString().trim();

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A link's parts: the address and play= value, and its record (plain). */
function parts(link) {
  const [before, record] = link.split('#');
  return { before, record: cli('expand', decodeURIComponent(record)) };
}

/**
 * `link` with its play= value's fields changed by `change` (an array: 0 the version, 1 match,
 * 2 person, 3 number, 4 count, 5 commit, 6 reveal, 7 open), and its record replaced by `record`.
 */
function withFields(link, change, record = link.split('#')[1]) {
  const [address, value] = link.split('#')[0].split('?play=');
  const fields = value.split('.');
  change(fields);
  return `${address}?play=${fields.join('.')}#${record}`;
}

/** `link` with its record replaced by `record` (plain), and its count field to match. */
function withRecord(link, record) {
  const tokens = record.includes(';') ? record.split(';')[1].split(',').length : 0;
  return withFields(link, (fields) => { fields[4] = String(tokens); }, record);
}

/** The side letter of the player to act or throw in a record's position (its turn field). */
const turnOf = (record) => cli('play', record).split(':')[2][0];

/**
 * One token more: the first of `moves` other than `not`; at a throw, one that ends the turn
 * (Senet's 2 and 3: after 1, 4 and 6 the same side throws again, and a loop that plays on to
 * the next side would never end).
 */
function next(record, not) {
  const choices = cli('moves', record).split('\n').filter(Boolean).map((l) => l.split(' ')[0]);
  const others = choices.filter((c) => c !== not);
  const token = others.find((c) => c === 'd2' || c === 'd3') ?? others[0] ?? choices[0];
  return `${record}${record.includes(';') ? ',' : ';'}${token}`;
}

/**
 * A game of Senet under way: A (the inviter, Black, who throws first) and B; messages 0 to 3
 * sent, B has received message 2 and sent 3, which A has not opened yet.
 */
async function senetUnderWay(devices) {
  const a = await device(browser);
  const b = await device(browser);
  devices.push(a, b);
  await a.page.goto(`${server.url}?remote=new&game=senet&side=black&protocol=1&pace=0`);
  await ready(a.page);
  const invite = (await state(a.page)).link;
  await b.page.goto(paced(invite));
  await ready(b.page);
  const invited = await state(b.page);
  assert.equal(invited.mode, 'invited');
  assert.match(invited.text, /You are invited to a game of Senet: you play White\. Accept/);
  assert.equal(await b.page.textContent('#remote-act'), 'Accept');
  await b.page.click('#remote-act');
  const accept = (await state(b.page)).link;
  await a.page.goto(paced(accept));
  await ready(a.page);
  assert.ok((await state(a.page)).myTurn);
  await a.page.evaluate(() => quintetRemote.play(1));
  await a.page.evaluate(() => quintetRemote.send());
  const two = (await state(a.page)).link;
  await b.page.evaluate((url) => quintetRemote.open(url), paced(two));
  await goesOn(b);
  return { a, b, invite, accept, two };
}

/** Opens `link` on `dev` and checks it is refused with `words`, the game and its memory unchanged. */
async function refused(dev, link, words) {
  const before = await state(dev.page);
  const stored = await dev.page.evaluate((key) => localStorage.getItem(`quintet.v2.remote.${key}`), before.key);
  await dev.page.evaluate((url) => quintetRemote.open(url), paced(link));
  const after = await state(dev.page);
  assert.match(after.message, /^This link was not accepted: /, link);
  assert.match(after.message, words);
  assert.match(after.message, /Your game is as it was\.$/);
  assert.equal(after.record, before.record);
  assert.equal(after.messages, before.messages);
  const now = await dev.page.evaluate((key) => localStorage.getItem(`quintet.v2.remote.${key}`), before.key);
  assert.equal(now, stored, 'the saved game is untouched');
}

test('every refusal in plain words, the saved game untouched; a third device; a game watched', () => withGame(async (devices) => {
  const { a, b, invite, accept, two } = await senetUnderWay(devices);
  // B plays its turn and sends message 3; A holds messages 0-2 and waits for it.
  await b.page.evaluate(() => quintetRemote.play(2));
  await b.page.evaluate(() => quintetRemote.send());
  await goesOn(b);
  const three = (await state(b.page)).link;
  const ours = parts(two).record; // A's copy: through message 2
  const side = turnOf(ours); // B's side letter: B is to throw after message 2
  // A malformed play= field, a link of another game.
  await refused(a, three.replace(/play=1\.[^.]+\./, 'play=1.AAEC.'), /damaged or cut short/);
  await refused(a, three.replace(/\.j\.3\./, '.j.03.'), /damaged or cut short/);
  // A reveal that does not match its commitment.
  const forgedReveal = withFields(three, (fields) => {
    fields[6] = fields[6].slice(0, -2) + (fields[6].endsWith('AA') ? 'BA' : 'AA');
  });
  await refused(a, forgedReveal, /does not come from your opponent's device/);
  // A throw that does not follow from the revealed secret: B's throw changed, its moves after.
  const honest = parts(three).record.slice(ours.length + 1).split(',')[0];
  let forged = next(ours, honest);
  while (turnOf(forged) === side && cli('moves', forged)) forged = next(forged);
  await refused(a, withRecord(three, forged), /is a throw of \d, but the dice gave \d/);
  // A token for the wrong seat: B's message with A's next throw added.
  await refused(a, withRecord(three, next(parts(three).record)), /is not its sender's to play/);
  // A record that differs before the new tokens: A's own move of message 2 played otherwise.
  const mine = ours.split(';')[1].split(',');
  const start = `senet;${mine.slice(0, -1).join(',')}`;
  const other = cli('moves', start).split('\n').find((m) => m && m !== mine.at(-1));
  if (other) {
    let rewritten = `${start},${other}`;
    while (turnOf(rewritten) === turnOf(ours) && cli('moves', rewritten)) rewritten = next(rewritten);
    await refused(a, withRecord(three, rewritten), /changes the game before its new moves/);
  }
  // A message that stops in the middle of its turn: B's throw alone, where a move follows it.
  if (cli('moves', `${ours},${honest}`) && turnOf(`${ours},${honest}`) === side) {
    await refused(a, withRecord(three, `${ours},${honest}`), /stops in the middle of a turn/);
  }
  // The real message 3 is accepted; after it, an earlier link says so and shows the game.
  await a.page.evaluate((url) => quintetRemote.open(url), paced(three));
  assert.equal((await state(a.page)).messages, 4);
  await refused(a, accept, /an earlier link of this game/);
  await refused(b, two, /an earlier link of this game/);
  // A third device accepts the invitation too: the inviter refuses the second acceptance.
  const c = await device(browser);
  devices.push(c);
  await c.page.goto(paced(invite));
  await ready(c.page);
  await c.page.click('#remote-act');
  await refused(a, (await state(c.page)).link, /someone has already accepted this invitation/);
  // A later message of a game this device has no part in: shown read-only, to watch.
  const d = await device(browser);
  devices.push(d);
  await d.page.goto(paced(three));
  await ready(d.page);
  const watching = await state(d.page);
  assert.equal(watching.mode, 'watching');
  assert.equal(watching.record, parts(three).record);
  assert.equal(watching.mayAct, false);
  assert.match(await d.page.textContent('#remote-text'), /You are watching this game/);
  for (const dev of [a, b, c, d]) assert.deepEqual(dev.errors, []);
}));

test('both devices reloaded mid-game go on; two tabs of one device never send two moves for one turn', () => withGame(async (devices) => {
  const { a, b } = await senetUnderWay(devices);
  await b.page.evaluate(() => quintetRemote.play(3));
  await b.page.evaluate(() => quintetRemote.send());
  await goesOn(b);
  const three = (await state(b.page)).link;
  await a.page.evaluate((url) => quintetRemote.open(url), paced(three));
  // Reloads lose nothing: each tab reopens its game (?remote=<match>) as it stands.
  const before = [await state(a.page), await state(b.page)];
  await a.page.reload();
  await b.page.reload();
  await ready(a.page);
  await ready(b.page);
  for (const [i, dev] of [a, b].entries()) {
    const after = await state(dev.page);
    assert.equal(after.record, before[i].record);
    assert.equal(after.messages, 4);
    assert.match(dev.page.url(), /[?&]remote=[A-Za-z0-9_-]{22}(&|#)/);
  }
  // A second tab of A's device, on the same game.
  const tab = await a.context.newPage();
  await tab.goto(`${server.url}?remote=${before[0].key}&pace=0`);
  await ready(tab);
  assert.ok((await state(tab)).myTurn);
  // The first tab sends its move; the second, which has not seen it, cannot send another.
  await a.page.evaluate(() => quintetRemote.play(4));
  await a.page.evaluate(() => quintetRemote.send());
  await goesOn(a);
  const sent = await state(a.page);
  await tab.evaluate(() => quintetRemote.play(5));
  await tab.evaluate(() => quintetRemote.send());
  const second = await state(tab);
  assert.match(second.message, /This game moved on in another tab/);
  assert.equal(second.messages, sent.messages);
  assert.equal(second.link, sent.link);
  assert.equal(second.record, sent.record);
  // And the game goes on between the devices.
  await b.page.evaluate((url) => quintetRemote.open(url), paced(sent.link));
  assert.ok((await state(b.page)).myTurn);
  assert.deepEqual([...a.errors, ...b.errors], []);
}));

test('a resignation ends the game on both devices, which show the result and review it', () => withGame(async (devices) => {
  const { a, b } = await senetUnderWay(devices);
  // B resigns in its turn (after message 2); Resign asks once more.
  await b.page.click('#remote-resign');
  assert.equal(await b.page.textContent('#remote-resign'), 'Resign for good?');
  await b.page.click('#remote-resign');
  const resigned = await state(b.page);
  assert.ok(resigned.over);
  assert.match(resigned.link, /\.resign#/);
  await b.page.waitForSelector('#result:not([hidden])');
  assert.match(await b.page.textContent('#result-reason'), /White \(you\) resigned\./);
  await a.page.evaluate((url) => quintetRemote.open(url), paced(resigned.link));
  await a.page.waitForSelector('#result:not([hidden])');
  assert.equal(await a.page.textContent('#result-title'), 'Black (you) wins');
  assert.match(await a.page.textContent('#remote-text'), /Your friend resigned\./);
  await a.page.click('#result-review');
  await a.page.waitForSelector('#review-results:not([hidden])', { timeout: 60_000 });
  assert.deepEqual([...a.errors, ...b.errors], []);
}));

test('the plain page: New game offers a friend on another device; Your games lists the games by link', async () => {
  const dev = await device(browser);
  const { page } = dev;
  await page.goto(`${server.url}#seesaw`);
  await page.waitForFunction(() => window.quintetTest !== undefined);
  // The plain page's own module, not the variant.
  const modules = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  assert.ok((await modules()).some((n) => /quintet-web-/.test(n)));
  assert.ok(!(await modules()).some((n) => /quintet-remote-/.test(n)));
  await page.click('#new-game');
  // Arcēs for three is played by three devices (docs/remote.md, "Three and four").
  await page.selectOption('#new-game-id', 'arces-3');
  assert.ok(await page.isVisible('#new-friend-row'), 'for three players too');
  assert.equal((await page.textContent('#new-friend-row')).trim(), 'Friends on other devices');
  await page.selectOption('#new-game-id', 'seesaw');
  assert.ok(await page.isVisible('#new-friend-row'));
  assert.equal((await page.textContent('#new-friend-row')).trim(), 'A friend on another device');
  await page.check('#new-friend');
  assert.ok(await page.isHidden('#new-players'));
  await page.click('#new-start');
  await page.waitForURL(/\?remote=new&game=seesaw/);
  await ready(page);
  assert.ok((await modules()).some((n) => /quintet-remote-/.test(n)), 'the variant');
  assert.deepEqual(await page.$$eval('#remote-sides button', (bs) => bs.map((b) => b.textContent)), ['South', 'North', 'Random']);
  await page.click('#remote-sides button[data-side="north"]');
  const invite = await state(page);
  assert.equal(invite.seat, 'north');
  assert.match(invite.text, /Send this invitation to your friend/);
  // The QR code is drawn as SVG.
  await page.click('#remote-qr');
  assert.equal(await page.$$eval('#remote-qr-box svg path', (p) => p.length), 1);
  // A new tab of the same device, on an ordinary game: a device that keeps a game by link
  // loads the variant (only it lists such games), whose Your games lists the game by link with
  // Resume and Send again.
  const plain = await dev.context.newPage();
  await plain.goto(`${server.url}#senet`);
  await plain.waitForFunction(() => window.quintetTest !== undefined);
  const loaded = await plain.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  assert.ok(loaded.some((n) => /quintet-remote-/.test(n)), 'a device with a game by link loads the variant');
  assert.equal(await plain.evaluate(() => quintetRemote.state().mode), undefined, 'an ordinary game, not a remote one');
  await plain.click('#games');
  const row = plain.locator('#games-body li', { hasText: 'You play North' });
  assert.match(await row.textContent(), /Seesaw.*You play North.*Waiting for your friend · sent just now/);
  assert.equal(await row.locator('a').getAttribute('href'), `?remote=${invite.key}`);
  await row.locator('button', { hasText: 'Send again' }).click();
  await plain.waitForFunction(() => [...document.querySelectorAll('#games-body button')].some((b) => b.textContent === 'Copied'));
  await row.locator('a').click();
  await plain.waitForURL(new RegExp(`\\?remote=${invite.key}`));
  await ready(plain);
  assert.equal((await state(plain)).link, invite.link);
  // Delete asks once more, then forgets the game on this device.
  const third = await dev.context.newPage();
  await third.goto(`${server.url}#senet`);
  await ready(third);
  await third.click('#games');
  const remove = third.locator('#games-body li', { hasText: 'You play North' }).locator('button', { hasText: 'Delete' });
  await remove.click();
  assert.equal(await remove.textContent(), 'Delete for good?');
  await remove.click();
  assert.equal(await third.locator('#games-body li', { hasText: 'You play North' }).count(), 0);
  assert.equal(await third.evaluate((key) => localStorage.getItem(`quintet.v2.remote.${key}`), invite.key), null);
  assert.deepEqual(dev.errors, []);
  await dev.context.close();
});

test('after one visit, a ?play= link opens with the network off', async () => {
  const a = await device(browser);
  await a.page.goto(`${server.url}?remote=new&game=zanstrekt&side=random&pace=0`);
  await ready(a.page);
  const invite = (await state(a.page)).link;
  const b = await device(browser);
  await b.page.goto(`${server.url}#senet`);
  await b.page.waitForFunction(() => window.quintetTest !== undefined);
  await b.page.evaluate(() => navigator.serviceWorker.ready);
  await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The service worker precached the variant after the plain page's first visit.
  await b.page.waitForFunction(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('quintet-')));
    return (await cache.keys()).some((r) => /quintet-remote-/.test(r.url));
  });
  await b.context.setOffline(true);
  await b.page.goto(paced(invite));
  await ready(b.page);
  const opened = await state(b.page);
  assert.equal(opened.mode, 'invited');
  assert.match(opened.text, /Žanstrekt: sides are drawn by lot/);
  await b.page.click('#remote-act');
  assert.equal((await state(b.page)).mode, 'playing');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});
