import { z } from 'zod';

export const ListingGridBlock = z
  .object({
    type: z.literal('listingGrid').describe('Always "listingGrid".'),
    bedroomsLabel: z.string().min(1).describe('The word after the number of bedrooms on each card, e.g. "Beds".'),
    bathroomsLabel: z.string().min(1).describe('The word after the number of bathrooms on each card, e.g. "Baths".'),
  })
  .strict()
  .describe('Cards of every listing marked "showInGrid": true, in "order".');
