import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const MemberProfileBlock = z
  .object({
    type: z.literal('memberProfile').describe('Always "memberProfile".'),
    member: Slug.describe('Slug of the team member (a file name in data/team/).'),
  })
  .strict()
  .describe("A team member's title band, photo, contact details and biography. Every profile page has one already.");
