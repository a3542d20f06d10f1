import { z } from 'zod';
import { Link } from '../../content/schemas/common.ts';

/** A short pitch with one button, e.g. WORK WITH US. */
export const CallToActionBlock = z
  .object({ type: z.literal('callToAction'), heading: z.string().min(1), text: z.string().min(1), action: Link })
  .strict();
