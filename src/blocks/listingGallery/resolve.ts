import type { ListingGalleryBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingGallery = (b: Authored<typeof ListingGalleryBlock>, ctx: ResolveContext) => {
  const listing = ctx.one('listings', b.listing);
  return { type: b.type, title: listing.title, images: listing.images.map(ctx.image) };
};
