import type { FeaturedListingsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listingCardsOf, saleCardOf } from '../../model/listingCard.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/**
 * The homes the band shows: those it names, in the order written (a listing since sold is a sale
 * under the same slug, drawn as a sold card: the check lets such a reference stand), or else the
 * first `count` of /listings, in its order.
 */
function featuredHomes(b: Authored<typeof FeaturedListingsBlock>, ctx: ResolveContext) {
  const listings = ctx.all('listings');
  if (!b.listings) return listingCardsOf(listings.filter((l) => l.showInGrid).slice(0, b.count), ctx);
  return b.listings.map((slug) => {
    const listing = listings.find((l) => l.slug === slug);
    return listing ? listingCardsOf([listing], ctx)[0]! : saleCardOf(ctx.one('sales', slug), ctx);
  });
}

export const resolveFeaturedListings = (b: Authored<typeof FeaturedListingsBlock>, ctx: ResolveContext) => {
  const { listings: _named, count: _count, ...shown } = b;
  return { ...shown, items: featuredHomes(b, ctx) };
};
