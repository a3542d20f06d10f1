import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveSimilarListings } from './resolve.ts';
import { SimilarListingsBlock } from './schema.ts';

export const similarListingsBlock = defineBlock({
  schema: SimilarListingsBlock,
  places: ['site'],
  resolve: resolveSimilarListings,
  example: (first) => ({ listing: first('listings') }),
});

/** What the component takes; imported type-only, so the component reaches no other block. */
export type SimilarListingsProps = PropsOf<typeof similarListingsBlock>;
