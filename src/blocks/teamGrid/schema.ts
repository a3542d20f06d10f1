import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** Cards of the named team members, in the order given. */
export const TeamGridBlock = z
  .object({ type: z.literal('teamGrid'), heading: z.string().min(1), members: z.array(Slug).min(1), actionLabel: z.string().min(1) })
  .strict();
