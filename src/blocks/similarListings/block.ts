import { defineBlock } from '../../model/defineBlock.ts';
import { resolveSimilarListings } from './resolve.ts';
import { SimilarListingsBlock } from './schema.ts';

export const similarListingsBlock = defineBlock({
  schema: SimilarListingsBlock,
  resolve: resolveSimilarListings,
  references: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  example: (first) => ({ listing: first('listings') }),
});
