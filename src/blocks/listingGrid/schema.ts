import { z } from 'zod';

export const ListingGridBlock = z
  .object({
    type: z.literal('listingGrid').describe('Always "listingGrid".'),
    bedroomsLabel: z.string().min(1).describe('The word after the number of bedrooms on each card, e.g. "Beds".'),
    bathroomsLabel: z.string().min(1).describe('The word after the number of bathrooms on each card, e.g. "Baths".'),
  })
  .strict()
  .describe(
    'Cards of every listing marked "showInGrid": true, in "order", 12 to a page (/listings, /listings/page/2, …), with filters by area, price, bedrooms and sale or lease, and a sort.',
  );
