import { z } from 'zod';
import { ref } from '../../model/relations.ts';
import { Link } from '../../model/common.ts';

export const FeaturedMemberBlock = z
  .object({
    type: z.literal('featuredMember').describe('Always "featuredMember".'),
    member: ref('team', 'Slug of the team member'),
    heading: z.string().min(1).describe('The heading above the member.'),
    action: Link.describe("The button, e.g. to the member's profile."),
  })
  .strict()
  .describe('One team member presented large, usually the lead broker.');
