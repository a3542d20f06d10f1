import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const ListingVideoBlock = z
  .object({
    type: z.literal('listingVideo').describe('Always "listingVideo".'),
    listing: Slug.describe('Slug of the listing (a file name in data/listings/).'),
  })
  .strict()
  .describe("The listing's VIDEO and VIRTUAL TOUR: each a poster with a play control, the player loaded only when pressed. Listing pages with a video or a tour have one already.");
