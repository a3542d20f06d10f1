import { z } from 'zod';
import { Image, InternalHref, IsoDate, Paragraphs, Price, SchemaRef, Slug } from './common.ts';
import { image } from './relations.ts';

/**
 * The dates on which each party to the sale agreed in writing that its price may be advertised.
 * Each date is optional here so that a half-filled record reaches the check, which names the
 * rule, its source and the fix (src/content/checks/advertising/soldPrices.ts); a schema error
 * could only say that a field is missing.
 */
export const PriceConsent = z
  .object({
    seller: IsoDate.meta({ title: "Seller's written consent (date)" })
      .optional()
      .describe(
        "Seller's written consent: the date the seller signed their consent to publish the sold price, YYYY-MM-DD.",
      ),
    buyer: IsoDate.meta({ title: "Buyer's written consent (date)" })
      .optional()
      .describe(
        "Buyer's written consent: the date the buyer signed their consent to publish the sold price, YYYY-MM-DD.",
      ),
  })
  .strict()
  .meta({ title: 'Written consent to publish the price' })
  .describe(
    'Written consent to publish the sold price: the date each party signed it, YYYY-MM-DD, e.g. { "seller": "2024-06-14", "buyer": "2024-06-17" }.',
  );

/** A property the team has sold, shown on the portfolio page. */
export const Sale = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe('The sale\'s identifier; must equal the file name without ".json".'),
    group: z
      .enum(['pinnacle', 'historical'])
      .describe('Which section of the portfolio page: "pinnacle" (PINNACLE SALES) or "historical" (HISTORICAL SALES).'),
    order: z
      .number()
      .int()
      .default(0)
      .describe('Position within its section: smaller numbers come first. Optional, 0 if left out.'),
    image: image('card', 'The card photo: landscape, at least 1600 px wide.'),
    address: z.string().min(1).describe('Short address, the card\'s heading, e.g. "112 Dunloe Road".'),
    fullAddress: z.string().min(1).describe('Full address under it, e.g. "112 Dunloe Road, Toronto, ON M5P 2T7".'),
    bedrooms: z.number().int().nonnegative().describe('Number of bedrooms (shown as BD), a whole number.'),
    bathrooms: z
      .number()
      .nonnegative()
      .multipleOf(0.5)
      .describe('Number of bathrooms (shown as BA); a half bath counts 0.5.'),
    squareFeet: z.number().positive().optional().describe('Interior area in square feet; leave out to show none.'),
    price: Price.describe(
      'The sale price, or { "kind": "uponRequest" } to show "Price Upon Request". A price shown as an amount needs priceConsent: RECO allows a sold price to be advertised only with the written consent of both buyer and seller.',
    ),
    priceConsent: PriceConsent.optional().describe(
      'When the seller and the buyer each gave written consent to publish the sold price (RECO Bulletin 5.4, "Advertising sold properties"). Required when the price is an amount; leave out with "Price Upon Request".',
    ),
    soldDate: IsoDate.optional().describe(
      'The day it sold, YYYY-MM-DD; the card shows the month, e.g. "Sold November 2026". Leave out to show none.',
    ),
    formerUrl: InternalHref.optional().describe(
      'The address of the home\'s listing page before it sold, e.g. "/listings/84-old-forest-hill": that address keeps working and leads to this sale on the portfolio page. Written by npm run sold.',
    ),
    description: Paragraphs.optional().describe(
      "The listing's description, kept from when it was for sale (not shown on the card).",
    ),
    photos: z
      .array(Image)
      .optional()
      .describe('The listing\'s other photos, kept from when it was for sale (the card shows "image").'),
  })
  .strict()
  .describe('A property the team has sold, shown as a SOLD card on the portfolio page.');

export type Sale = z.infer<typeof Sale>;
