import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { resolveListingGallery } from './resolve.ts';
import { ListingGalleryBlock } from './schema.ts';

export const listingGalleryBlock = defineBlock({
  schema: ListingGalleryBlock,
  places: ['site'],
  interactive: true,
  resolve: resolveListingGallery,
  leadImage: (b) => b.images[0] && { image: b.images[0], sizes: imageSizes.gallery },
  example: (first) => ({ listing: first('listings') }),
});

/** What the listingGallery block's component takes; imported type-only, so the component reaches no other block. */
export type ListingGalleryProps = PropsOf<typeof listingGalleryBlock>;
