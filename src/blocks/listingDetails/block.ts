import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveListingDetails } from './resolve.ts';
import { ListingDetailsBlock } from './schema.ts';

export const listingDetailsBlock = defineBlock({
  schema: ListingDetailsBlock,
  places: ['site'],
  resolve: resolveListingDetails,
  example: (first) => ({
    listing: first('listings'),
    inquireHeading: 'INQUIRE',
    inquireAction: { label: 'CONTACT US', href: '/contact' },
  }),
});

/** What the listingDetails block's component takes; imported type-only, so the component reaches no other block. */
export type ListingDetailsProps = PropsOf<typeof listingDetailsBlock>;
