// The pseudo-locale's checks (?lang=qps, lang="qps"), shared by the page's, the editor's and the
// embeds' tests: every visible word must come from the catalog (bracketed), and nothing may stick
// out of the window or be cut off. Both look into open shadow roots (<quintet-board>).

/**
 * Visible text that does not come from the catalog: text nodes and aria-labels without a bracket,
 * except the brand, symbols and numbers (notation, dice, counts), and whatever `skipped` (CSS
 * selectors) names: notation, records, the language picker's own names, text a host page wrote.
 * `title`: whether the document's title must be bracketed too (not on a host page's).
 */
export function uncatalogued(page, skipped = [], { title = true } = {}) {
  return page.evaluate(([skipped, title]) => {
    // Notation tokens: a digit and no space ('d2', '11-13', '+e3', 'e3xf5', 'S-1'), and the words of docs/notation.md: 'end', 'pass', 'throw', 'off', Arsisesi's Homes 'S' and 'N'.
    const notation = (s) => /^(?=.*\d)[a-zA-Z\d+\-x*,()]+$/.test(s) || /^(end|pass|throw|off|S|N)$/.test(s);
    const exempt = (s) => /^[\d\s/·–\-+«‹›»⇅☰↶↷✦×?.,:()]*$/.test(s) || s === 'Quintet' || notation(s);
    const hidden = (el) => !el || (skipped.length && el.closest(skipped.join(',')))
      || el.closest('[hidden]') || el.closest('noscript') || el.closest('script, style')
      || (el.closest('dialog') && !el.closest('dialog').open)
      || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden';
    const found = [];
    const roots = [document.body];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const words = walker.currentNode.textContent.trim();
        const el = walker.currentNode.parentElement;
        if (!words || exempt(words) || hidden(el)) continue;
        if (!words.includes('[') && !words.includes(']')) found.push(words);
      }
      for (const el of root.querySelectorAll('[aria-label]')) {
        const label = el.getAttribute('aria-label');
        if (hidden(el) || exempt(label)) continue;
        if (!label.includes('[')) found.push(`aria-label: ${label}`);
      }
    }
    if (title && !document.title.includes('[')) found.push(`title: ${document.title}`);
    return found;
  }, [skipped, title]);
}

/**
 * Elements (shadow roots' too) that stick out of the window, or whose text is cut off inside them
 * (clipped: overflow hidden or clip). Rows made to scroll sideways are fine, contents included.
 */
export function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    const roots = [document.body];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        if (el.closest('[hidden], dialog:not([open]), noscript, script, style, .visually-hidden')) continue;
        const r = el.getBoundingClientRect();
        // Hidden on purpose the accessible way (1 px, clipped), as the brand on phones.
        if (r.width <= 1 || r.height <= 1) continue;
        const name = `${el.tagName.toLowerCase()}#${el.id}.${el.className} ${el.textContent.trim().slice(0, 30)}`;
        // A row made to scroll sideways (the editor's palette on phones) shows the rest when
        // scrolled: its contents are not overflowing, and it is not cut off.
        const scroller = (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
        // Inside a box hidden the accessible way (1 px, overflow hidden: the accessible board,
        // shown on focus) nothing is seen, so nothing overflows.
        const tiny = (e) => { const b = e.getBoundingClientRect(); return (b.width <= 1 || b.height <= 1) && getComputedStyle(e).overflow === 'hidden'; };
        let inScroller = false;
        for (let up = el.parentElement; up && !inScroller; up = up.parentElement) inScroller = scroller(up) || tiny(up);
        if (inScroller) continue;
        if (r.left < -1 || r.right > width + 1) out.push(`${name} sticks out (${r.left.toFixed(0)}–${r.right.toFixed(0)})`);
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' && !scroller(el) && !['SELECT', 'INPUT', 'CANVAS', 'TEXTAREA'].includes(el.tagName);
        if (clips && el.scrollWidth > el.clientWidth + 1) out.push(`${name} cut off (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return out;
  });
}
