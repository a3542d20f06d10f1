import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const ListingFloorPlansBlock = z
  .object({
    type: z.literal('listingFloorPlans').describe('Always "listingFloorPlans".'),
    listing: Slug.describe('Slug of the listing (a file name in data/listings/).'),
  })
  .strict()
  .describe("The listing's FLOOR PLANS under its photos: a plan per level, each opening at full size, and the PDF of the set if there is one. Listing pages with floorPlans have one already.");
