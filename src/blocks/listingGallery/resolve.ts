import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveListingGallery = (b: BlockOf<'listingGallery'>, ctx: ResolveContext) => {
  const listing = ctx.one('listings', b.listing);
  return { type: b.type, title: listing.title, images: listing.images.map(ctx.image) };
};
