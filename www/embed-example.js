// The example page's script (embed-example.html): calls the <quintet-board> API and the iframe
// protocol, and lists what comes back. Text is only ever set as text.
const $ = (id) => document.getElementById(id);
const log = (list, text) => {
  const item = document.createElement('li');
  item.textContent = text;
  list.prepend(item);
};

// "1 try", "2 tries": the page's own words, in English (a board's own are in its language).
const plural = new Intl.PluralRules('en');
const tries = (n, what = '') => `${n} ${what}${plural.select(n) === 'one' ? 'try' : 'tries'}`;

// Events bubble, so one listener on the document hears every board.
for (const type of ['quintet-move', 'quintet-roll', 'quintet-end', 'quintet-error', 'quintet-solved', 'quintet-wrong']) {
  document.addEventListener(type, (event) => {
    log($('log'), `${event.target.id || 'a board'}: ${type} ${JSON.stringify(event.detail)}`);
    if (type === 'quintet-solved') $('solved').textContent = `Solved in ${tries(event.detail.tries)}.`;
    if (type === 'quintet-wrong') $('solved').textContent = `${event.detail.message} (${tries(event.detail.tries, 'wrong ')} so far)`;
    $('position').textContent = $('live').position;
  });
}

const live = $('live');
live.ready.then(() => { $('position').textContent = live.position; });
const actions = {
  legal: () => JSON.stringify(live.legalMoves()),
  play: () => JSON.stringify(live.play(live.legalMoves()[0]?.notation ?? '')),
  bad: () => JSON.stringify(live.play('zz')),
  goto: () => JSON.stringify(live.goTo(1)),
  flip: () => live.flip(),
  reset: () => live.reset(),
  record: () => { live.record = 'zanstrekt'; },
};
for (const button of document.querySelectorAll('[data-do]')) {
  button.addEventListener('click', () => {
    const result = actions[button.dataset.do]();
    log($('log'), `${button.textContent} → ${result ?? 'done'}`);
    $('position').textContent = live.position;
  });
}

// The iframe posts the record as a string and each event as { type, … }.
const frame = $('frame');
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  log($('frame-log'), typeof event.data === 'string' ? `record ${event.data}` : JSON.stringify(event.data));
});
const messages = {
  play: { type: 'quintet-play', notation: '11-13' },
  goto: { type: 'quintet-goto', ply: 0 },
  record: 'senet;d2,8-10',
};
// Each button says what it posted: a quintet-goto that works changes no record and sends no
// event, so the frame's own messages alone would show nothing.
for (const button of document.querySelectorAll('[data-frame]')) {
  button.addEventListener('click', () => {
    const message = messages[button.dataset.frame];
    frame.contentWindow.postMessage(message, '*');
    log($('frame-log'), `posted ${JSON.stringify(message)}`);
  });
}
