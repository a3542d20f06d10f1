import { z } from 'zod';

/** Sold properties of one group (pinnacle or historical) from data/sales. */
export const SalesGridBlock = z
  .object({
    type: z.literal('salesGrid'),
    heading: z.string().min(1),
    group: z.enum(['pinnacle', 'historical']),
    soldLabel: z.string().min(1),
  })
  .strict();
