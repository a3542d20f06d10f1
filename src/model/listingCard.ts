import type { Price } from './common.ts';
import type { Listing } from './listing.ts';
import type { ResolveContext } from './resolveContext.ts';
import type { SizedImage } from './sizedImage.ts';
import { torontoInstant, upcomingOpenHouses } from './openHouseTimes.ts';

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
      href: ctx.href('listings', l.slug),
      image: ctx.image(l.images[0]!),
      ...(openHouses.length ? { openHouses } : {}),
    };
  });
}
