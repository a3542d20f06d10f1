import { z } from 'zod';
import { Link } from '../../content/schemas/common.ts';

/** The body of the 404 page. */
export const NotFoundBlock = z
  .object({ type: z.literal('notFound'), code: z.string().min(1), heading: z.string().min(1), action: Link })
  .strict();
