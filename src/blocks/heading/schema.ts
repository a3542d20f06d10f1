import { z } from 'zod';

export const HeadingBlock = z
  .object({
    type: z.literal('heading').describe('Always "heading".'),
    text: z.string().min(1).describe('The heading of the section that follows.'),
  })
  .strict()
  .describe('A section heading.');
