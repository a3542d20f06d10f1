import { z } from 'zod';
import { blockList, type Block } from '../../blocks/registry.ts';
import { TeamMemberFields } from '../../model/teamMember.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

/**
 * What closes a profile whose member names no closing of their own: the team's Work With Us call
 * to action (as on Maya Lindqvist's profile), so a new member's page ends with a way to reach them.
 */
const DEFAULT_CLOSING: Block[] = [
  {
    type: 'callToAction',
    heading: 'Work With Us',
    text: 'Planning a move, or simply curious what your home is worth today? We would be glad to start the conversation.',
    action: { label: 'Contact Us', href: '/contact' },
  },
];

const TeamMember = TeamMemberFields.extend({
  // A closing follows the profile: a page's body blocks only, never a page's top.
  closing: blockList('pageBody')
    .optional()
    .meta({ title: 'Closing section' })
    .describe(
      'Blocks closing the profile page, e.g. pillars, recognition or callToAction (see the block tables). Optional: left out, the page closes with a "Work With Us" call to action; [] for none.',
    ),
}).describe(
  'A team member: a profile page at /team/<slug>, and a card on /team (every member by order, or where a teamGrid block names them).',
);

type TeamMember = z.infer<typeof TeamMember>;

/** The blocks closing a member's profile: their own, or the default. */
const closingOf = (m: TeamMember): Block[] => m.closing ?? DEFAULT_CLOSING;

const route = (slug: string) => `/team/${slug}`;

export const team = defineCollection({
  folder: 'team',
  entryName: 'team member',
  fields: TeamMemberFields,
  scaffold: {
    kind: 'team-member',
    aliases: ['member'],
    visibility:
      'Its card appears on /team at once (last, "order": 100), where the teamGrid block lists every member; its profile ends with "Work With Us" unless you add a "closing".',
  },
  example: 'julian-mercer',
  schema: TeamMember,
  photos: { field: 'photo', list: false, role: 'portrait' },
  route,
  toPage: (m, { site, titled }) => ({
    path: route(m.slug),
    meta: { title: titled(`${m.name}, ${m.role}`), description: summarize(m.summary), image: m.photo },
    header: site.collectionPages.teamMember.header,
    // Their listings and sales, then their journal articles, newest first (each draws nothing for a member without any).
    blocks: [
      { type: 'memberProfile', member: m.slug },
      {
        type: 'memberHomes',
        member: m.slug,
        listingsHeading: 'Current Listings',
        salesHeading: 'Recent Sales',
        listings: 12,
        sales: 6,
      },
      { type: 'journalList', heading: `Articles by ${m.name}`, author: m.slug },
      ...closingOf(m),
    ],
  }),
});
