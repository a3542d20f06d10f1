import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveListingFloorPlans } from './resolve.ts';
import { ListingFloorPlansBlock } from './schema.ts';

export const listingFloorPlansBlock = defineBlock({
  schema: ListingFloorPlansBlock,
  places: ['site'],
  resolve: resolveListingFloorPlans,
  example: (first) => ({ listing: first('listings') }),
});

/** What the floor plans' component takes; imported type-only, so the component reaches no other block. */
export type ListingFloorPlansProps = PropsOf<typeof listingFloorPlansBlock>;
