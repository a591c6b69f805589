// Embeds: embed.html in iframes of 300–800 px, options, postMessage, the <quintet-board> element.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, canvasDrawn } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** A page hosting `body`, served from the same origin as the build. */
async function host(body) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.route(`${server.url}host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8">${body}` }));
  await page.goto(`${server.url}host.html`);
  return { page, errors };
}

test('embed.html fits iframes of 300 to 800 px without scrollbars', async () => {
  for (const [w, h] of [[300, 200], [500, 400], [800, 600], [300, 700]]) {
    const { page, errors } = await host(
      `<iframe id="f" src="${server.url}embed.html?controls=1#senet;d2,11-13" width="${w}" height="${h}" style="border:0"></iframe>`);
    const frame = page.frameLocator('#f');
    await frame.locator('canvas').waitFor();
    const inner = page.frames().find((f) => f.url().includes('embed.html'));
    await inner.waitForFunction(() => document.querySelector('canvas').width > 0);
    const fits = await inner.evaluate(() => ({
      x: document.documentElement.scrollWidth <= window.innerWidth,
      y: document.documentElement.scrollHeight <= window.innerHeight,
    }));
    assert.deepEqual(fits, { x: true, y: true }, `${w}x${h}`);
    assert.deepEqual(errors, [], `${w}x${h}`);
    await page.close();
  }
});

test('a static diagram ignores clicks; options and highlights apply', async () => {
  const { page } = await host(
    `<iframe id="f" src="${server.url}embed.html?interactive=0&coords=1&flip=1&highlight=13,15#senet;d2" width="700" height="400"></iframe>`);
  const inner = await (await page.waitForSelector('#f')).contentFrame();
  await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  const box = await inner.locator('canvas').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
  assert.equal(await inner.evaluate(() => decodeURIComponent(location.hash.slice(1))), 'senet;d2');
  assert.equal(await inner.locator('button').count(), 0, 'no controls on a static diagram');
  assert.match(await inner.getAttribute('canvas', 'aria-label'), /^Game board: Senet\./);
  await page.close();
});

test('the embed tells its parent the record as a string, and accepts only readable records back', async () => {
  const { page } = await host(`<iframe id="f" src="${server.url}embed.html#senet" width="700" height="420"></iframe>
    <script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>`);
  const inner = await (await page.waitForSelector('#f')).contentFrame();
  await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  await inner.click('button[data-cmd="throw"]');
  await page.waitForFunction(() => window.got.some((r) => /^senet;d\d$/.test(r)));
  const got = await page.evaluate(() => window.got);
  // Strings are records; the typed events (embed-frame.test.mjs) are objects with a type.
  assert.ok(got.every((r) => typeof r === 'string' || /^quintet-/.test(r.type)), JSON.stringify(got));
  assert.ok(got.some((r) => r.type === 'quintet-roll'), 'the throw was announced');
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage('<img src=x onerror=alert(1)>', '*'));
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ evil: true }, '*'));
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage('senet;d2,11-13', '*'));
  await inner.waitForFunction(() => decodeURIComponent(location.hash.slice(1)) === 'senet;d2,11-13');
  assert.equal(await inner.locator('img').count(), 0, 'message text never becomes HTML');
  await page.close();
});

test('a malformed embed record shows a plain message and a board', async () => {
  const { page } = await host(
    `<iframe id="f" src="${server.url}embed.html#senet:%3Cb%3Ebold%3C/b%3E:b" width="600" height="400"></iframe>`);
  const inner = await (await page.waitForSelector('#f')).contentFrame();
  await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  assert.match(await inner.textContent('.quintet-note'), /could not be read/);
  assert.equal(await inner.locator('b').count(), 0);
  await page.close();
});

test('malformed embed options and attributes each get a plain note; the board still works', async () => {
  // An iframe with an unreadable value, an unknown key and a highlight that is not a cell.
  const { page, errors } = await host(
    `<iframe id="f" src="${server.url}embed.html?interactive=maybe&zoom=2&highlight=d4,z9#arces" width="600" height="560"></iframe>
    <script type="module" src="${server.url}quintet-board.js"></script>
    <div style="width:500px"><quintet-board id="good" record="arces" highlight="d4,e5" coords="1"></quintet-board></div>
    <div style="width:500px"><quintet-board id="bad" record="senet" flip="sideways" highlight="<i>x</i>"></quintet-board></div>`);
  const inner = await (await page.waitForSelector('#f')).contentFrame();
  await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
  const note = await inner.textContent('.quintet-note');
  assert.match(note, /interactive: 'maybe' is not 1 or 0/);
  assert.match(note, /'zoom' is not an option/);
  assert.match(note, /highlight: 'z9' is not a cell of this board/);
  assert.doesNotMatch(note, /could not be read/, 'the record itself was fine');
  assert.equal(await inner.locator('i').count(), 0);
  assert.ok(await canvasDrawn(inner), 'the board is drawn under the note');
  for (const id of ['good', 'bad']) {
    await page.waitForFunction((i) => document.getElementById(i).shadowRoot?.querySelector('canvas')?.width > 0, id);
  }
  const noteOf = (id) => page.evaluate((i) => {
    const n = document.getElementById(i).shadowRoot.querySelector('.quintet-note');
    return n.hidden ? '' : n.textContent;
  }, id);
  // A comma-separated highlight arrives percent-encoded from the element and is read as two cells.
  assert.equal(await noteOf('good'), '');
  const bad = await noteOf('bad');
  assert.match(bad, /flip: 'sideways' is not 1 or 0/);
  assert.match(bad, /highlight: '<i>x<\/i>' is not a cell/);
  assert.equal(await page.evaluate(() => document.getElementById('bad').shadowRoot.querySelectorAll('i').length), 0,
    'attribute text is never HTML');
  assert.deepEqual(errors, []);
  await page.close();
});

test('several <quintet-board> elements on one page work independently', async () => {
  const { page, errors } = await host(`
    <script type="module" src="${server.url}quintet-board.js"></script>
    <div style="width:640px"><quintet-board id="a" record="senet;d2"></quintet-board></div>
    <div style="width:400px"><quintet-board id="b" record="senet:wbwbwbwbw1b19:b" interactive="0"></quintet-board></div>
    <div style="width:500px"><quintet-board id="c" record="not a record"></quintet-board></div>`);
  for (const id of ['a', 'b', 'c']) {
    await page.waitForFunction((i) => document.getElementById(i).shadowRoot?.querySelector('canvas')?.width > 0, id);
  }
  const count = (id, sel) => page.evaluate(([i, s]) => document.getElementById(i).shadowRoot.querySelectorAll(s).length, [id, sel]);
  assert.equal(await count('b', 'button'), 0, 'the static board has no controls');
  assert.match(await page.evaluate(() => document.getElementById('c').shadowRoot.textContent), /could not be read/);
  // Play 11-13 on board a by clicking its canvas. Its scene is the landscape Senet board, 782
  // units wide (10 squares of 64, frame 18 on each side, a 14 gap and a 92 tray); square 11 is
  // the last column of the middle row, square 13 two columns to its left.
  const canvas = await page.evaluateHandle(() => document.getElementById('a').shadowRoot.querySelector('canvas'));
  const box = await canvas.boundingBox();
  assert.ok(box.width > 600 && box.width <= 640, `board a fills its container (${box.width})`);
  const k = box.width / 782;
  const click = (col) => page.mouse.click(box.x + (18 + col * 64 + 32) * k, box.y + (18 + 64 + 32) * k);
  await click(9);
  await click(7);
  const label = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('canvas').getAttribute('aria-label'), id);
  assert.match(await label('a'), /White to throw/, 'board a played 11-13');
  assert.match(await label('b'), /Black to throw/, 'board b is untouched');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every game id embeds as a static diagram with a highlighted cell', async () => {
  const cases = [
    ['senet', '15'], ['seesaw', 'e1'], ['seesaw-4', 'd1'], ['arces', 'd4'], ['arces-3', 'd4'],
    ['arces-4', 'd4'], ['arsisesi-a', '3'], ['arsisesi-b', 'S'], ['arsisesi-c', 'c3'], ['zanstrekt', 'e2'],
  ];
  for (const [id, cell] of cases) {
    const { page, errors } = await host(
      `<iframe id="f" src="${server.url}embed.html?interactive=0&coords=1&highlight=${cell}#${id}" width="640" height="520"></iframe>`);
    const inner = await (await page.waitForSelector('#f')).contentFrame();
    await inner.waitForFunction(() => document.querySelector('canvas')?.width > 0);
    assert.ok(await canvasDrawn(inner), `${id} drawn`);
    assert.equal(await inner.locator('.quintet-note').isVisible(), false, `${id}: no error note`);
    assert.deepEqual(errors, [], id);
    await page.close();
  }
});
