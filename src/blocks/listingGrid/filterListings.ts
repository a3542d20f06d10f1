import { ELSEWHERE, type ListingQuery } from './listingQuery.ts';

/** What filtering and sorting read of a listing card. */
export interface Filterable {
  neighbourhood?: string;
  offer: 'sale' | 'lease';
  price: { kind: 'amount'; amount: number } | { kind: 'uponRequest' };
  bedrooms: number;
  listed?: string;
  /** Instants (ISO) of the open houses still to come when the site was built. */
  openHouses?: { start: string; end: string }[];
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** An open house not over at `now` that starts within 7 days of it: "this week" by the visitor's clock. */
const hasOpenHouseThisWeek = (card: Filterable, now: number) =>
  (card.openHouses ?? []).some((o) => Date.parse(o.end) > now && Date.parse(o.start) < now + WEEK);

/**
 * The listings a search finds, in the order it asks for. The cards come in the team's order, which
 * "featured" keeps and every other sort falls back to. A price range finds homes for sale with a
 * price in it: a monthly rent or a price upon request is not a price to compare. `now` is the
 * visitor's clock, which "Open houses this week" reads.
 */
export function filterListings<T extends Filterable>(cards: T[], query: ListingQuery, now = Date.now()): T[] {
  const inRange = (card: T) => {
    if (query.min === undefined && query.max === undefined) return true;
    if (card.offer !== 'sale' || card.price.kind !== 'amount') return false;
    return card.price.amount >= (query.min ?? 0) && card.price.amount <= (query.max ?? Infinity);
  };
  const found = cards.filter(
    (card) =>
      (query.area === undefined ||
        (query.area === ELSEWHERE ? card.neighbourhood === undefined : card.neighbourhood === query.area)) &&
      (query.offer === undefined || card.offer === query.offer) &&
      (query.beds === undefined || card.bedrooms >= query.beds) &&
      (query.openhouse === undefined || hasOpenHouseThisWeek(card, now)) &&
      inRange(card),
  );
  // A rent is not a price: leases, like prices upon request, go after the homes for sale.
  const amount = (card: T) => (card.offer === 'sale' && card.price.kind === 'amount' ? card.price.amount : undefined);
  switch (query.sort) {
    case 'price-high':
    case 'price-low': {
      const sign = query.sort === 'price-high' ? -1 : 1;
      // Homes without a price go last either way; among equals the team's order stands (sort is stable).
      return [...found].sort((a, b) => {
        const x = amount(a);
        const y = amount(b);
        if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
        return sign * (x - y);
      });
    }
    case 'newest':
      return [...found].sort((a, b) => (b.listed ?? '').localeCompare(a.listed ?? ''));
    default:
      return found;
  }
}
