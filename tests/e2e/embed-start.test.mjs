// embed.html's start (issue 20): its board is mounted in short tasks, the last of which shows
// a picture drawn in slices off the page. The box is reserved a task before the picture comes,
// and the picture is never seen half-drawn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, GAME_IDS } from './harness.mjs';

let server;
let browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('embed.html sizes its board\'s box before its picture, then shows the whole picture at once', async () => {
  const page = await browser.newPage({ viewport: { width: 600, height: 500 } });
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  // At the end of every task that changes the document, what the board's canvas shows: a
  // mutation observer's records are delivered once per task, after its work.
  await page.addInitScript(() => {
    window.opaque = (canvas) => {
      if (canvas.width === 0 || canvas.height === 0) return 0;
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4 * 31) if (data[i] > 0) n++;
      return n;
    };
    window.states = [];
    new MutationObserver(() => {
      const canvas = document.querySelector('#embed canvas');
      if (canvas) window.states.push({ box: canvas.style.width, width: canvas.width, opaque: window.opaque(canvas) });
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  for (const id of GAME_IDS) {
    await page.goto(`${server.url}embed.html?controls=1#${id}`);
    await page.waitForFunction(() => document.querySelector('#embed canvas')?.width > 0);
    const { states, final } = await page.evaluate(() => ({
      states: window.states,
      final: window.opaque(document.querySelector('#embed canvas')),
    }));
    assert.ok(final > 100, `${id}: the board is drawn (${final} opaque samples)`);
    assert.ok(states.some((s) => s.box !== '' && s.width === 0),
      `${id}: a task ends with the box sized and the picture still to come: ${JSON.stringify(states)}`);
    for (const s of states.filter((s) => s.width > 0)) {
      assert.equal(s.opaque, final, `${id}: the canvas is never seen with part of its picture`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});
