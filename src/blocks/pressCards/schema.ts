import { z } from 'zod';

export const PressCardsBlock = z
  .object({
    type: z.literal('pressCards').describe('Always "pressCards".'),
    heading: z.string().min(1).describe('The section heading, e.g. "IN THE NEWS".'),
    limit: z
      .int()
      .positive()
      .default(3)
      .describe('How many press items to show (the first ones in "order"). Optional, 3 if left out.'),
  })
  .strict()
  .describe('Press coverage from data/press in "order", each opening its article in a new tab.');
