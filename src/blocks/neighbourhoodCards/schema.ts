import { z } from 'zod';

/** Cards of every neighbourhood guide. */
export const NeighbourhoodCardsBlock = z
  .object({ type: z.literal('neighbourhoodCards'), actionLabel: z.string().min(1) })
  .strict();
