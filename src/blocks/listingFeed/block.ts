import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveListingFeed } from './resolve.ts';
import { ListingFeedBlock } from './schema.ts';

export const listingFeedBlock = defineBlock({
  schema: ListingFeedBlock,
  resolve: resolveListingFeed,
  example: (first) => ({ listing: first('listings') }),
});

/** What the component takes; imported type-only, so the component reaches no other block. */
export type ListingFeedProps = PropsOf<typeof listingFeedBlock>;
