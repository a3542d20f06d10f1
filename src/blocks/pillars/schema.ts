import { z } from 'zod';

/** Short statements side by side, e.g. PASSION, KNOWLEDGE, TRANSPARENCY. */
export const PillarsBlock = z
  .object({
    type: z.literal('pillars'),
    heading: z.string().min(1).optional(),
    items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) }).strict()).min(1),
  })
  .strict();
