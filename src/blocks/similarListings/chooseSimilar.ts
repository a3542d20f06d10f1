import type { Price } from '../../model/common.ts';
import { byGridOrder } from '../../model/gridOrder.ts';

/** What the choice reads of a listing. Sold homes never reach it: they are sales by the time blocks resolve. */
export interface Candidate {
  slug: string;
  offer: 'sale' | 'lease';
  price: Price;
  neighbourhood?: string;
  /** Only homes shown on /listings are offered: a listing still being written stays unseen. */
  showInGrid: boolean;
  order?: number;
}

/** How many homes the section shows. */
const SIMILAR_COUNT = 3;

/**
 * How far apart two prices are: the difference in dollars (a rent against a rent, since only the
 * same offer is compared); a price upon request is nearest another upon request and after every figure.
 */
function priceDistance(a: Price, b: Price): number {
  if (a.kind === 'amount' && b.kind === 'amount') return Math.abs(a.amount - b.amount);
  return a.kind === b.kind ? 0 : Number.POSITIVE_INFINITY;
}

/**
 * The homes to show under a listing: the same offer (sale or lease), never itself, only homes on
 * /listings; those in its neighbourhood first, then the nearest in price; ties by the grid's order,
 * then slug, so every build chooses the same.
 */
export function chooseSimilar<T extends Candidate>(home: Candidate, all: readonly T[], count = SIMILAR_COUNT): T[] {
  const sameArea = (c: Candidate) =>
    home.neighbourhood !== undefined && c.neighbourhood === home.neighbourhood ? 0 : 1;
  return all
    .filter((c) => c.slug !== home.slug && c.offer === home.offer && c.showInGrid)
    .map((c) => ({ c, area: sameArea(c), distance: priceDistance(home.price, c.price) }))
    .sort(
      (x, y) => x.area - y.area || x.distance - y.distance || byGridOrder(x.c, y.c) || x.c.slug.localeCompare(y.c.slug),
    )
    .slice(0, count)
    .map(({ c }) => c);
}
