/**
 * Figures side by side that do not line up: in a list of terms and figures (<dl>, each pair in a
 * <div>) laid out in a row, a term that wraps to a second line must not push its figure below its
 * neighbours' (a guide's "Average household income" beside "Population" did, by 16 px).
 */
import type { Page } from 'playwright-core';

export function misalignedFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const list of Array.from(document.querySelectorAll('main dl'))) {
      const pairs = Array.from(list.children).filter((item) => {
        const box = item.getBoundingClientRect();
        return item.tagName === 'DIV' && box.width > 1 && box.height > 1 && item.querySelector(':scope > dd');
      });
      const rows = new Map<number, Element[]>();
      for (const pair of pairs) {
        const top = Math.round(pair.getBoundingClientRect().top);
        const row = [...rows.keys()].find((t) => Math.abs(t - top) < 4) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), pair]);
      }
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const figures = row.map((pair) => pair.querySelector(':scope > dd')!);
        const tops = figures.map((dd) => dd.getBoundingClientRect().top);
        if (Math.max(...tops) - Math.min(...tops) > 1)
          found.push(
            `${list.closest('[id]')?.id ?? 'dl'}: ${figures.map((dd, i) => `${dd.textContent} at ${Math.round(tops[i]!)}`).join(', ')}`,
          );
      }
    }
    return found;
  });
}
