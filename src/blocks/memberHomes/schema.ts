import { z } from 'zod';
import { ref } from '../../model/relations.ts';

const heading = (what: string, fallback: string) =>
  z.string().min(1).default(fallback).describe(`${what} Optional, "${fallback}" if left out.`);

export const MemberHomesBlock = z
  .object({
    type: z.literal('memberHomes').describe('Always "memberHomes".'),
    member: ref('team', 'Slug of the team member'),
    listingsHeading: heading('The heading over their listings.', 'Current Listings'),
    salesHeading: heading('The heading over their sales.', 'Recent Sales'),
    listings: z
      .number()
      .int()
      .min(1)
      .max(24)
      .default(12)
      .describe(
        'How many of their current listings, in the order of /listings; a link to /listings follows when they have more. Optional, 12.',
      ),
    sales: z.number().int().min(1).max(24).default(6).describe('How many of their sales, newest first. Optional, 6.'),
  })
  .strict()
  .describe(
    "A team member's current listings and most recent sales, drawn with the listings' cards: the homes whose agent is the member (a home that names no agent is the lead broker's). Every profile page has one already; it draws nothing for a member with no homes.",
  );
