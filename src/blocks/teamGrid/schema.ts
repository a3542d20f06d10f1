import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const TeamGridBlock = z
  .object({
    type: z.literal('teamGrid').describe('Always "teamGrid".'),
    heading: z.string().min(1).describe('The section heading.'),
    members: z
      .array(ref('team', 'Slug of a team member'))
      .min(1)
      .optional()
      .describe(
        'The members to show, in this order. Optional: left out, the cards show every team member by their "order", the lead broker first, so a new member appears without editing the page.',
      ),
    leaveOutLead: z
      .boolean()
      .default(false)
      .meta({ title: 'Leave out the lead broker' })
      .describe(
        'With "members" left out: true leaves the lead broker out of the cards, for a page that features them above (a featuredMember block). Optional, false if left out.',
      ),
    actionLabel: z.string().min(1).describe('The link text on each card, e.g. "View Profile".'),
  })
  .strict()
  .describe('Cards of the team members: every member by order, or the named ones in the order given.');
