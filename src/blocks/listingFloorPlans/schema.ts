import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const ListingFloorPlansBlock = z
  .object({
    type: z.literal('listingFloorPlans').describe('Always "listingFloorPlans".'),
    listing: ref('listings', 'Slug of the listing'),
  })
  .strict()
  .describe(
    "The listing's FLOOR PLANS under its photos: a plan per level, each opening at full size, and the PDF of the set if there is one. Listing pages with floorPlans have one already.",
  );
