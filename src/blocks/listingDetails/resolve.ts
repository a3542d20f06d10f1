import type { ListingDetailsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingDetails = (b: Authored<typeof ListingDetailsBlock>, ctx: ResolveContext) => {
  const { images: _images, showInGrid: _shown, order: _order, $schema: _schema, ...listing } = ctx.one('listings', b.listing);
  return { type: b.type, inquireHeading: b.inquireHeading, inquireAction: b.inquireAction, listing };
};
