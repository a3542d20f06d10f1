import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveListingDetails = (b: BlockOf<'listingDetails'>, ctx: ResolveContext) => {
  const { images: _images, showInGrid: _shown, order: _order, $schema: _schema, ...listing } = ctx.one('listings', b.listing);
  return { type: b.type, inquireHeading: b.inquireHeading, inquireAction: b.inquireAction, listing };
};
