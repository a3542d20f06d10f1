import { z } from 'zod';

export const NeighbourhoodCardsBlock = z
  .object({
    type: z.literal('neighbourhoodCards').describe('Always "neighbourhoodCards".'),
    actionLabel: z.string().min(1).describe('The link text on each card, e.g. "Learn More".'),
  })
  .strict()
  .describe('Cards of every neighbourhood guide (every file in data/neighbourhoods, in "order").');
