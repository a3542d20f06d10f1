/**
 * Layout faults a visitor would see, measured in the live page: a grid of like items that leaves
 * one alone on its last row, and text drawn over other text. Both run inside the page
 * (page.evaluate), so they see the real boxes at the real width.
 */
import type { Page } from 'playwright-core';

export interface LoneItem {
  grid: string;
  rows: number[];
}

/**
 * Every grid of like items (a list or a grid container whose children share one tag, three or
 * more of them) whose last row holds a single item narrower than half the grid, while an earlier
 * row holds two or more: 2 + 2 + 1 is lone; 1 + 2 + 2 (a featured first) and one column are not.
 */
export function loneItems(page: Page): Promise<LoneItem[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.closest('[id]')?.id;
      const cls = el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/)[0]}` : '';
      return `${id ? `#${id} ` : ''}${el.tagName.toLowerCase()}${cls}`;
    };
    const found: { grid: string; rows: number[] }[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (getComputedStyle(el).display !== 'grid') continue;
      const items = Array.from(el.children).filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && getComputedStyle(c).position !== 'absolute';
      });
      if (items.length < 3 || new Set(items.map((c) => c.tagName)).size !== 1) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const c of items) {
        const r = c.getBoundingClientRect();
        const top = Math.round(r.top);
        const row = [...rows.keys()].find((t) => Math.abs(t - top) < 4) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), r]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes);
      const last = ordered.at(-1)!;
      const gridWidth = el.getBoundingClientRect().width;
      if (
        ordered.length > 1 &&
        last.length === 1 &&
        last[0]!.width < gridWidth / 2 &&
        ordered.some((row) => row.length > 1)
      )
        found.push({ grid: describe(el), rows: ordered.map((row) => row.length) });
    }
    return found;
  });
}

/**
 * Every grid of like items that knows its count (a balancedGrid: its frame is a size container)
 * whose last row, or only row, holds fewer items than a full row and sits off the grid's centre:
 * three members in four columns, two articles in three, schools 3 + 2 (issue 43, item 7). Its
 * rows' item counts are described, e.g. "#team ul falls 3 + 2, the last row 80 px left of centre".
 */
export function offCentreRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const frame = el.parentElement;
      if (!frame || getComputedStyle(el).display !== 'grid' || getComputedStyle(frame).containerType !== 'inline-size')
        continue;
      const items = Array.from(el.children).filter((c) => c.getBoundingClientRect().width > 1);
      if (items.length < 2) continue;
      const rows: DOMRect[][] = [];
      for (const c of items) {
        const r = c.getBoundingClientRect();
        const row = rows.find((boxes) => Math.abs(boxes[0]!.top - r.top) < 4);
        if (row) row.push(r);
        else rows.push([r]);
      }
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
      const last = rows.at(-1)!;
      const [from, to] = [Math.min(...last.map((r) => r.left)), Math.max(...last.map((r) => r.right))];
      // A row as wide as the grid (less a fraction of an item) is full, whatever its count.
      if (right - to + (from - left) < last[0]!.width / 2) continue;
      const off = (from + to) / 2 - (left + right) / 2;
      if (Math.abs(off) > 4) {
        const id = el.closest('[id]')?.id ?? el.closest('section')?.getAttribute('aria-labelledby') ?? '';
        found.push(
          `${id ? `#${id} ` : ''}${el.tagName.toLowerCase()} falls ${rows.map((r) => r.length).join(' + ')}, the last row ${Math.round(Math.abs(off))} px ${off < 0 ? 'left' : 'right'} of centre`,
        );
      }
    }
    return found;
  });
}

/**
 * Pairs of text runs drawn over each other: the boxes of every visible text node's lines, each
 * compared with those of the text that is neither its ancestor nor its descendant. A box must
 * overlap another by more than 2 px each way to count (descenders may graze the next line).
 */
export function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes: { el: Element; text: string; r: DOMRect; floats: boolean }[] = [];
    /** What of a box its clipping ancestors (a closed disclosure, a scroller) leave visible. */
    const clipped = (el: Element, r: DOMRect) => {
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const fixedToFoot = (el: Element) => {
      for (let a: Element | null = el; a; a = a.parentElement)
        if (getComputedStyle(a).position === 'fixed') return a.getBoundingClientRect().bottom >= innerHeight - 1;
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, [aria-hidden="true"] svg, .visually-hidden')) continue;
      // A closed disclosure keeps its content's boxes, undrawn.
      if (el.closest('details:not([open])') && !el.closest('summary')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        const r = clipped(el, box);
        if (r.width > 2 && r.height > 2) boxes.push({ el, text: text.slice(0, 40), r, floats: fixedToFoot(el) });
      }
    }
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // A bar fixed to the foot of the screen (the listing's contact bar) is opaque and has the
        // page scroll under it by design, the page's end padded to clear it: it covers, not overlaps.
        if (a.floats !== b.floats) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 2 && y > 2 && y > 0.25 * Math.min(a.r.height, b.r.height)) overlaps.push(`"${a.text}" / "${b.text}"`);
      }
    return [...new Set(overlaps)];
  });
}
