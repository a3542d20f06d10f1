import type { ListingFeedBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/** What DDF® display rules ask a feed listing's page to show; undefined for a listing not from the feed. */
export const resolveListingFeed = (b: Authored<typeof ListingFeedBlock>, ctx: ResolveContext) => {
  const listing = ctx.one('listings', b.listing);
  const feed = listing.feed;
  return {
    type: b.type,
    source:
      feed?.listingUrl && feed.mlsNumber && feed.agentName
        ? {
            brokerage: listing.brokerage,
            agent: feed.agentTitle ? `${feed.agentName}, ${feed.agentTitle}` : feed.agentName,
            mlsNumber: feed.mlsNumber,
            listingUrl: feed.listingUrl,
          }
        : undefined,
  };
};
