import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const BuyingCostsBlock = z
  .object({
    type: z.literal('buyingCosts').describe('Always "buyingCosts".'),
    listing: ref('listings', 'Slug of the listing'),
  })
  .strict()
  .describe(
    "A listing's closing costs (land transfer taxes, with first-time buyer rebates) and monthly mortgage payment, worked out from its price with data/rates/ and open to the visitor's own figures. Every listing for sale with a price has one already; it shows nothing for a lease or a price upon request.",
  );
