import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const ListingVideoBlock = z
  .object({
    type: z.literal('listingVideo').describe('Always "listingVideo".'),
    listing: ref('listings', 'Slug of the listing'),
  })
  .strict()
  .describe(
    "The listing's VIDEO and VIRTUAL TOUR: each a poster with a play control, the player loaded only when pressed. Listing pages with a video or a tour have one already.",
  );
