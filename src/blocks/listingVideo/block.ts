import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveListingVideo } from './resolve.ts';
import { ListingVideoBlock } from './schema.ts';

export const listingVideoBlock = defineBlock({
  schema: ListingVideoBlock,
  places: ['pageBody'],
  resolve: resolveListingVideo,
  example: (first) => ({ listing: first('listings') }),
});

/** What the video and tour's component takes; imported type-only, so the component reaches no other block. */
export type ListingVideoProps = PropsOf<typeof listingVideoBlock>;
