import { z } from 'zod';
import { mediaOwnerFields, namesOneOwner, ONE_OWNER } from '../../model/mediaOwner.ts';

export const ListingFloorPlansBlock = z
  .object({
    type: z.literal('listingFloorPlans').describe('Always "listingFloorPlans".'),
    ...mediaOwnerFields,
  })
  .strict()
  .refine(namesOneOwner, ONE_OWNER)
  .describe(
    "The listing's FLOOR PLANS under its photos: a plan per level, each opening at full size, and the PDF of the set if there is one. Listing pages with floorPlans have one already.",
  );
