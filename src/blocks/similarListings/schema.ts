import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const SimilarListingsBlock = z
  .object({
    type: z.literal('similarListings').describe('Always "similarListings".'),
    listing: ref('listings', 'Slug of the listing the homes are like'),
    heading: z
      .string()
      .min(1)
      .default('Similar Homes')
      .describe('The section heading. Optional, "Similar Homes" if left out.'),
    bedroomsLabel: z
      .string()
      .min(1)
      .default('BD')
      .describe('The word after the number of bedrooms on each card. Optional, "BD" if left out.'),
    bathroomsLabel: z
      .string()
      .min(1)
      .default('BA')
      .describe('The word after the number of bathrooms on each card. Optional, "BA" if left out.'),
  })
  .strict()
  .describe(
    'Three cards of homes like a listing, chosen when the site is built: the same offer (sale or lease), those in its neighbourhood first, then the nearest in price; never the listing itself or a sold home. Every listing page ends with one already.',
  );
