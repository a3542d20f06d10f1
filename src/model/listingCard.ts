import type { Price } from './common.ts';
import type { Listing } from './listing.ts';
import type { ResolveContext } from './resolveContext.ts';
import type { Sale } from './sale.ts';
import type { SizedImage } from './sizedImage.ts';
import { monthYearOf, torontoInstant, upcomingOpenHouses } from './openHouseTimes.ts';

/** A listing as its card shows it (on /listings and under "Similar homes"), and as the filters read it. */
export interface ListingCardData {
  slug: string;
  address: string;
  /** The neighbourhood a buyer searches by, or the town for a home outside the guides. */
  place: string;
  neighbourhood?: string;
  listed?: string;
  offer: 'sale' | 'lease';
  price: Price;
  bedrooms: number;
  bathrooms: number;
  /** The interior area, when the listing gives its size (its third feature); a style or a location shows none. */
  squareFeet?: number;
  href: string;
  image: SizedImage;
  /**
   * The open houses still to come when the site was built, as instants (ISO, UTC): the card's
   * "Open house" label is decided at build, so it can be a build behind (an open house that has
   * since ended keeps the label until the next build); the filter "Open houses this week" reads
   * the times by the visitor's clock.
   */
  openHouses?: { start: string; end: string }[];
}

/** The cards of these listings, their places named from the guides. */
export function listingCardsOf(listings: Listing[], ctx: ResolveContext): ListingCardData[] {
  const names = new Map(ctx.all('neighbourhoods').map((n) => [n.slug, n.name]));
  const buildDay = torontoInstant(`${ctx.today}T00:00`);
  const openHousesOf = (l: Listing) =>
    upcomingOpenHouses(l.openHouses, buildDay).map((o) => ({
      start: torontoInstant(o.start).toISOString(),
      end: torontoInstant(o.end).toISOString(),
    }));
  return listings.map((l) => {
    const openHouses = openHousesOf(l);
    return {
      slug: l.slug,
      address: l.address,
      place: (l.neighbourhood && names.get(l.neighbourhood)) || l.location.city,
      ...(l.neighbourhood ? { neighbourhood: l.neighbourhood } : {}),
      ...(l.listed ? { listed: l.listed } : {}),
      offer: l.offer,
      price: l.price,
      bedrooms: l.bedrooms,
      bathrooms: l.bathrooms,
      ...(l.feature.kind === 'size' ? { squareFeet: l.feature.squareFeet } : {}),
      href: ctx.href('listings', l.slug),
      image: ctx.image(l.images[0]!),
      ...(openHouses.length ? { openHouses } : {}),
    };
  });
}

/** A sold home as its card shows it (the portfolio, an article, the home page's featured homes, a member's page). */
export interface SaleCardData {
  slug: string;
  /** The short address, the card's title. */
  address: string;
  /** The rest of the full address under it ("Toronto, ON M5P 2T7"), so the street is written once. */
  locality: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet?: number;
  price: Price;
  /** "November 2026", written at build, so the browser needs no date formatting for it. */
  soldMonth?: string;
  image: SizedImage;
}

/**
 * What follows the short address in the full one: "112 Dunloe Road, Toronto, ON M5P 2T7" after
 * "112 Dunloe Road" is "Toronto, ON M5P 2T7". A full address that does not start with the short
 * one (a unit written first, another spelling) is kept whole, so no part of it is lost.
 */
export function localityOf(address: string, fullAddress: string): string {
  const prefix = `${address.trim()},`;
  return fullAddress.startsWith(prefix) ? fullAddress.slice(prefix.length).trim() : fullAddress;
}

/** The card of a sale, its photo sized for the page. */
export const saleCardOf = (s: Sale, ctx: ResolveContext): SaleCardData => ({
  slug: s.slug,
  address: s.address,
  locality: localityOf(s.address, s.fullAddress),
  bedrooms: s.bedrooms,
  bathrooms: s.bathrooms,
  ...(s.squareFeet === undefined ? {} : { squareFeet: s.squareFeet }),
  price: s.price,
  ...(s.soldDate ? { soldMonth: monthYearOf(s.soldDate) } : {}),
  image: ctx.image(s.image),
});
