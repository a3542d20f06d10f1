import { z } from 'zod';
import { Link } from '../../model/common.ts';
import { ref } from '../../model/relations.ts';

const word = (what: string, fallback: string) =>
  z.string().min(1).default(fallback).describe(`${what} Optional, "${fallback}" if left out.`);

export const FeaturedListingsBlock = z
  .object({
    type: z.literal('featuredListings').describe('Always "featuredListings".'),
    heading: z.string().min(1).describe('The band\'s heading, e.g. "Featured Homes".'),
    intro: z
      .string()
      .min(1)
      .optional()
      .describe('Optional: one line under the heading, e.g. "A selection of the homes we represent today."'),
    listings: z
      .array(
        ref('listings', 'A listing shown, in the order written', {
          followsSale: true,
        }),
      )
      .min(1)
      .max(8)
      .optional()
      .describe(
        'Optional: the homes shown, 1 to 8, in this order, e.g. ["old-forest-hill", "84-old-forest-hill"]. A home named here that sells stays, as a sold card. Left out, the first homes of /listings (in their "order") are shown, as many as "count".',
      ),
    count: z
      .number()
      .int()
      .min(1)
      .max(8)
      .default(4)
      .describe('How many of the first homes of /listings to show when "listings" is left out. Optional, 4.'),
    action: Link.optional().describe(
      'Optional: the link under the cards, e.g. { "label": "View all listings", "href": "/listings" }.',
    ),
    bedroomsLabel: word('The word after the number of bedrooms on each card.', 'BD'),
    bathroomsLabel: word('The word after the number of bathrooms on each card.', 'BA'),
    soldLabel: word('The label on the photo of a home named here that has since sold.', 'Sold'),
  })
  .strict()
  .describe(
    "A band of homes drawn with the listings' cards, e.g. on the home page right after the hero: the listings it names, in order, or the first of /listings. Built with the page, so it adds no JavaScript.",
  );
