import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { listingCards, listingPageCount, resolveListingGrid } from './resolve.ts';
import { ListingGridBlock } from './schema.ts';
import { listingPresets } from './presets.ts';

export const listingGridBlock = defineBlock({
  schema: ListingGridBlock,
  places: ['pageBody'],
  interactive: true,
  resolve: resolveListingGrid,
  // A page of 12 cards at /listings, /listings/page/2, …; the filters read every card from one file.
  resultPages: (_block, ctx) => listingPageCount(ctx),
  // Each area, and sale or lease, also a page of its own (/listings/in-forest-hill): the filters as links.
  presets: (_block, ctx) => listingPresets(ctx),
  dataFiles: (_block, ctx) => ({ listings: listingCards(ctx) }),
});

/** What the listingGrid block's component takes; imported type-only, so the component reaches no other block. */
export type ListingGridProps = PropsOf<typeof listingGridBlock>;
