import { z } from 'zod';
import { Link, Slug } from '../../content/schemas/common.ts';

/** One team member presented large, usually the lead broker. */
export const FeaturedMemberBlock = z
  .object({ type: z.literal('featuredMember'), member: Slug, heading: z.string().min(1), action: Link })
  .strict();
