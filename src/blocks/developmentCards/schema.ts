import { z } from 'zod';

/** Cards linking to every development page. */
export const DevelopmentCardsBlock = z
  .object({ type: z.literal('developmentCards'), heading: z.string().min(1), exploreLabel: z.string().min(1) })
  .strict();
