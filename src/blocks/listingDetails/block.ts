import { defineBlock } from '../../model/defineBlock.ts';
import { resolveListingDetails } from './resolve.ts';
import { ListingDetailsBlock } from './schema.ts';

export const listingDetailsBlock = defineBlock({
  schema: ListingDetailsBlock,
  resolve: resolveListingDetails,
  references: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  example: (first) => ({ listing: first('listings'), inquireHeading: 'INQUIRE', inquireAction: { label: 'CONTACT US', href: '/contact' } }),
});
