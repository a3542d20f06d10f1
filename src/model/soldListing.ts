import { z } from 'zod';
import { Currency, IsoDate } from './common.ts';
import { PriceConsent } from './sale.ts';

/** The sale price of a sold listing: its amount, or "Price Upon Request". Labelled for the editor's form. */
const SalePrice = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z
          .literal('amount')
          .meta({ title: 'Show' })
          .describe('"amount": the portfolio shows the sale price as a figure (needs both consents).'),
        amount: z
          .number()
          .nonnegative()
          .meta({ title: 'Amount' })
          .describe('The sale price in whole dollars, e.g. 8200000 (also "$8.2M" in the editor).'),
        // Filled in when left out: the editor's form leaves an optional object's choices empty.
        currency: Currency.default('CAD'),
      })
      .strict()
      .meta({ title: 'Sale price' }),
    z
      .object({
        kind: z
          .literal('uponRequest')
          .meta({ title: 'Show' })
          .describe('"uponRequest": the portfolio shows "Price Upon Request" instead of a figure.'),
      })
      .strict()
      .meta({ title: 'Price upon request' }),
  ])
  .meta({ title: 'Sale price' })
  .describe(
    'The sale price: { "kind": "amount", "amount": 8200000, "currency": "CAD" } (with both consents), or { "kind": "uponRequest" } to show "Price Upon Request".',
  );

/**
 * A listing marked sold where it stands: the build shows it on the portfolio as a sale and its
 * /listings/<slug> address leads there. No file moves, so the hosted editor (Git Gateway or
 * GitHub), which edits files in place, can do it in one save. The same rules as a sale's apply.
 */
export const SoldListing = z
  .object({
    price: SalePrice,
    date: IsoDate.meta({ title: 'Date sold' }).describe(
      'The day it sold, YYYY-MM-DD; the portfolio card shows the month, e.g. "Sold November 2026".',
    ),
    section: z
      .enum(['pinnacle', 'historical'])
      .meta({ title: 'Portfolio section' })
      .describe(
        'Which section of the portfolio page shows it: "pinnacle" (PINNACLE SALES) or "historical" (HISTORICAL SALES).',
      ),
    order: z
      .number()
      .int()
      .optional()
      .meta({ title: 'Position in the section' })
      .describe(
        'Position within its portfolio section: smaller numbers come first. Leave out to place it after the sales recorded before it.',
      ),
    priceConsent: PriceConsent.optional().describe(
      'When the seller and the buyer each gave written consent to publish the sold price (RECO Bulletin 5.4, "Advertising sold properties"). Required when the sale price is an amount; leave out with "Price Upon Request".',
    ),
  })
  .strict()
  .meta({ title: 'Sold' })
  .describe(
    'Fill in once the home has sold: the listing then leaves /listings and shows on the portfolio page as a sale, and its address /listings/<slug> leads there. Leave out while it is for sale.',
  );

export type SoldListing = z.infer<typeof SoldListing>;
