import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const TeamGridBlock = z
  .object({
    type: z.literal('teamGrid').describe('Always "teamGrid".'),
    heading: z.string().min(1).describe('The section heading.'),
    members: z.array(Slug.describe('Slug of a team member (a file name in data/team/).')).min(1).describe('The members to show, in this order.'),
    actionLabel: z.string().min(1).describe('The link text on each card, e.g. "View Profile".'),
  })
  .strict()
  .describe('Cards of the named team members, in the order given.');
