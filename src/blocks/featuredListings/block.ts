import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveFeaturedListings } from './resolve.ts';
import { FeaturedListingsBlock } from './schema.ts';

export const featuredListingsBlock = defineBlock({
  schema: FeaturedListingsBlock,
  places: ['pageBody'],
  resolve: resolveFeaturedListings,
});

/** What the featuredListings block's component takes; imported type-only, so the component reaches no other block. */
export type FeaturedListingsProps = PropsOf<typeof featuredListingsBlock>;
