import { z } from 'zod';

/** Press coverage from data/press, newest order first, each opening its article in a new tab. */
export const PressCardsBlock = z
  .object({ type: z.literal('pressCards'), heading: z.string().min(1), limit: z.int().positive().default(3) })
  .strict();
