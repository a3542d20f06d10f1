import { z } from 'zod';

export const DevelopmentCardsBlock = z
  .object({
    type: z.literal('developmentCards').describe('Always "developmentCards".'),
    heading: z.string().min(1).describe('The section heading, e.g. "NEW DEVELOPMENTS".'),
    exploreLabel: z.string().min(1).describe('The label on each card, e.g. "EXPLORE".'),
  })
  .strict()
  .describe('Cards linking to every development page (every file in data/developments, in "order").');
