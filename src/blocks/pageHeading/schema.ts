import { z } from 'zod';

/** A plain page heading with an optional subheading, for pages that open on text. */
export const PageHeadingBlock = z
  .object({ type: z.literal('pageHeading'), heading: z.string().min(1), subheading: z.string().min(1).optional() })
  .strict();
