import { defineBlock } from '../../model/defineBlock.ts';
import { resolveListingGrid } from './resolve.ts';
import { ListingGridBlock } from './schema.ts';

export const listingGridBlock = defineBlock({
  schema: ListingGridBlock,
  resolve: resolveListingGrid,
});
