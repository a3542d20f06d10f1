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

const amountOf = (c: Candidate) => (c.price.kind === 'amount' ? c.price.amount : undefined);

/**
 * How far apart two prices are: the difference in dollars (a rent against a rent, since only the
 * same offer is compared); a price upon request is nearest another upon request and after every figure.
 */
function priceDistance(a: Price, b: Price): number {
  if (a.kind === 'amount' && b.kind === 'amount') return Math.abs(a.amount - b.amount);
  return a.kind === b.kind ? 0 : Number.POSITIVE_INFINITY;
}

/** Ties in price by the grid's order, then slug, so every build chooses the same. */
const byGridThenSlug = (a: Candidate, b: Candidate) => byGridOrder(a, b) || a.slug.localeCompare(b.slug);

/** The `count` nearest in price to `home` of `candidates` (all in the same standing as to area). */
function nearest<T extends Candidate>(home: Candidate, candidates: readonly T[], count: number): T[] {
  return candidates
    .map((c) => ({ c, distance: priceDistance(home.price, c.price) }))
    .sort((x, y) => x.distance - y.distance || byGridThenSlug(x.c, y.c))
    .slice(0, count)
    .map(({ c }) => c);
}

/**
 * The homes a listing can be offered, indexed once per list of listings: by offer, by
 * neighbourhood, and by price, so choosing for each of 2,000 listings reads a few neighbours in
 * price rather than sorting the other 1,999 (which took 3.5 s of a 2,000-listing build).
 */
interface OfferIndex<T extends Candidate> {
  byArea: Map<string, T[]>;
  /** Homes with a figure, cheapest first. */
  byAmount: T[];
  /** Homes at a price upon request. */
  onRequest: T[];
}

const indexes = new WeakMap<readonly Candidate[], Map<Candidate['offer'], OfferIndex<Candidate>>>();

function indexOf<T extends Candidate>(all: readonly T[], offer: Candidate['offer']): OfferIndex<T> {
  let byOffer = indexes.get(all);
  if (!byOffer) {
    byOffer = new Map();
    for (const c of all) {
      if (!c.showInGrid) continue;
      let index = byOffer.get(c.offer);
      if (!index) byOffer.set(c.offer, (index = { byArea: new Map(), byAmount: [], onRequest: [] }));
      if (c.neighbourhood !== undefined) {
        const area = index.byArea.get(c.neighbourhood);
        if (area) area.push(c);
        else index.byArea.set(c.neighbourhood, [c]);
      }
      if (amountOf(c) === undefined) index.onRequest.push(c);
      else index.byAmount.push(c);
    }
    for (const index of byOffer.values()) index.byAmount.sort((a, b) => amountOf(a)! - amountOf(b)!);
    indexes.set(all, byOffer);
  }
  return (byOffer.get(offer) ?? { byArea: new Map(), byAmount: [], onRequest: [] }) as OfferIndex<T>;
}

/** The first index in `sorted` (cheapest first) whose amount is at least `amount`. */
function firstAtLeast(sorted: readonly Candidate[], amount: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (amountOf(sorted[middle]!)! < amount) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The `count` homes with a figure nearest `amount` that `allowed` lets through: walks out from the
 * amount in both directions, and keeps taking while the distance ties the last taken, so the
 * tie-break (grid order, slug) chooses among every home at that distance.
 */
function nearestByAmount<T extends Candidate>(
  home: Candidate,
  byAmount: readonly T[],
  allowed: (c: T) => boolean,
  count: number,
): T[] {
  const amount = amountOf(home)!;
  let below = firstAtLeast(byAmount, amount) - 1;
  let above = below + 1;
  const taken: T[] = [];
  let last = Number.NEGATIVE_INFINITY;
  while (below >= 0 || above < byAmount.length) {
    const down = below >= 0 ? amount - amountOf(byAmount[below]!)! : Number.POSITIVE_INFINITY;
    const up = above < byAmount.length ? amountOf(byAmount[above]!)! - amount : Number.POSITIVE_INFINITY;
    const distance = Math.min(down, up);
    if (taken.length >= count && distance > last) break;
    const next = down <= up ? byAmount[below--]! : byAmount[above++]!;
    if (!allowed(next)) continue;
    taken.push(next);
    last = distance;
  }
  return nearest(home, taken, count);
}

/**
 * The homes to show under a listing: the same offer (sale or lease), never itself, only homes on
 * /listings; those in its neighbourhood first, then the nearest in price; ties by the grid's order,
 * then slug, so every build chooses the same.
 */
export function chooseSimilar<T extends Candidate>(home: Candidate, all: readonly T[], count = SIMILAR_COUNT): T[] {
  const index = indexOf(all, home.offer);
  const notSelf = (c: T) => c.slug !== home.slug;
  const area = home.neighbourhood;
  const chosen = area === undefined ? [] : nearest(home, (index.byArea.get(area) ?? []).filter(notSelf), count);
  if (chosen.length >= count) return chosen;
  // Then homes elsewhere (or with no neighbourhood), nearest in price: a figure before a price upon request for a home with a figure, the reverse for one upon request.
  const elsewhere = (c: T) => notSelf(c) && (area === undefined || c.neighbourhood !== area);
  const need = count - chosen.length;
  const withFigure = () =>
    amountOf(home) === undefined
      ? nearest(home, index.byAmount.filter(elsewhere), need)
      : nearestByAmount(home, index.byAmount, elsewhere, need);
  const upon = () => nearest(home, index.onRequest.filter(elsewhere), need);
  const rest = amountOf(home) === undefined ? [...upon(), ...withFigure()] : [...withFigure(), ...upon()];
  return [...chosen, ...rest.slice(0, need)];
}
