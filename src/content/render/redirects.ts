import { definitionOf } from '../../blocks/registry.ts';
import { entryAnchor } from '../../model/entries.ts';
import type { Content } from '../load/content.ts';
import { ContentError } from '../load/problem.ts';
import { listingPathOfSale } from '../load/soldListings.ts';
import type { PageData, Redirect } from './routeData.ts';

/**
 * A sold home's former listing address leads to the sale where a page shows it (the page whose
 * blocks list its anchor, e.g. the portfolio's sales grid). A sale no page shows has nowhere to
 * lead, which is told as a content error on its formerUrl.
 */
export function redirectsFor(content: Content, pages: Map<string, PageData>): Redirect[] {
  const anchored = new Map<string, string>();
  for (const [path, page] of pages)
    for (const block of page.blocks)
      for (const anchor of definitionOf(block.type).anchors?.(block) ?? [])
        if (!anchored.has(anchor)) anchored.set(anchor, `${path}#${anchor}`);
  const redirects: Redirect[] = [];
  for (const { file, raw, value } of content.collections.sales) {
    if (!value.formerUrl) continue;
    const to = anchored.get(entryAnchor('sales', value.slug));
    // A listing marked sold (its file has "sold") leads from its own address; it has no "formerUrl" to remove.
    const markedSold = typeof raw === 'object' && raw !== null && 'sold' in raw;
    if (!to)
      throw new ContentError([
        {
          severity: 'error',
          file,
          path: markedSold ? listingPathOfSale(['group']) : ['formerUrl'],
          line: 1,
          column: 1,
          message: `no page shows this sale (a sales grid of its group "${value.group}"), so ${value.formerUrl} has nowhere to lead`,
          suggestion: markedSold
            ? 'add a salesGrid block for this portfolio section to a page, or choose another section in "Sold"'
            : 'add a salesGrid block for this group to a page, or remove "formerUrl"',
        },
      ]);
    redirects.push({ from: value.formerUrl, to });
  }
  return redirects;
}
