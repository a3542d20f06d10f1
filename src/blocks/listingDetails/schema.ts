import { z } from 'zod';
import { ref } from '../../model/relations.ts';
import { Link } from '../../model/common.ts';

export const ListingDetailsBlock = z
  .object({
    type: z.literal('listingDetails').describe('Always "listingDetails".'),
    listing: ref('listings', 'Slug of the listing'),
    inquireHeading: z.string().min(1).describe('Heading of the inquiry panel, e.g. "INQUIRE".'),
    inquireAction: Link.describe('The inquiry panel\'s button, e.g. { "label": "CONTACT US", "href": "/contact" }.'),
  })
  .strict()
  .describe(
    'Title, price, location, features and description of a listing, with the sticky inquiry panel. Every listing page has one already.',
  );
