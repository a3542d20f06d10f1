import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const MemberProfileBlock = z
  .object({
    type: z.literal('memberProfile').describe('Always "memberProfile".'),
    member: ref('team', 'Slug of the team member'),
  })
  .strict()
  .describe("A team member's title band, photo, contact details and biography. Every profile page has one already.");
