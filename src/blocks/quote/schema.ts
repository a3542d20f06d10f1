import { z } from 'zod';

export const QuoteBlock = z
  .object({
    type: z.literal('quote').describe('Always "quote".'),
    text: z.string().min(1).describe('The words quoted, without quotation marks.'),
    attribution: z.string().min(1).optional().describe('Who said it; leave out for none.'),
  })
  .strict()
  .describe('A pull quote.');
