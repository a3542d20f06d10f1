import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveListingFeed } from './resolve.ts';
import { ListingFeedBlock } from './schema.ts';

export const listingFeedBlock = defineBlock({
  schema: ListingFeedBlock,
  resolve: resolveListingFeed,
  // Added by the build to a feed listing's page, never placed by staff.
  places: ['site'],
  example: (first) => ({ listing: first('listings') }),
});

/** What the component takes; imported type-only, so the component reaches no other block. */
export type ListingFeedProps = PropsOf<typeof listingFeedBlock>;
