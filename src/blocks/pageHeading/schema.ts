import { z } from 'zod';

export const PageHeadingBlock = z
  .object({
    type: z.literal('pageHeading').describe('Always "pageHeading".'),
    heading: z.string().min(1).describe('The page heading, e.g. "CURRENT LISTINGS".'),
    subheading: z
      .string()
      .min(1)
      .optional()
      .describe('A line under the heading, e.g. "AVAILABLE PROPERTIES"; leave out for none.'),
  })
  .strict()
  .describe('A plain page heading with an optional subheading, for pages that open on text.');
