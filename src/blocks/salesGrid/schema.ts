import { z } from 'zod';

export const SalesGridBlock = z
  .object({
    type: z.literal('salesGrid').describe('Always "salesGrid".'),
    heading: z.string().min(1).describe('The section heading, e.g. "PINNACLE SALES".'),
    group: z.enum(['pinnacle', 'historical']).describe('Which sales to show: those whose "group" is this.'),
    soldLabel: z.string().min(1).describe('The badge on each card, e.g. "SOLD".'),
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
  .describe('Sold properties of one group (pinnacle or historical) from data/sales, in "order".');
