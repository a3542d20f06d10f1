import { z } from 'zod';

export const PillarsBlock = z
  .object({
    type: z.literal('pillars').describe('Always "pillars".'),
    heading: z
      .string()
      .min(1)
      .optional()
      .describe('A heading above the statements, e.g. "Business Philosophy"; leave out for none.'),
    items: z
      .array(
        z
          .object({
            title: z.string().min(1).describe('The statement\'s title, e.g. "PASSION".'),
            text: z.string().min(1).describe('A sentence or two under it.'),
          })
          .strict(),
      )
      .min(1)
      .describe('The statements, side by side in this order.'),
  })
  .strict()
  .describe('Short statements side by side, e.g. PASSION, KNOWLEDGE, TRANSPARENCY.');
