import { z } from 'zod';
import { Block } from '../../blocks/registry.ts';
import { TeamMemberFields } from '../../model/teamMember.ts';
import { blockListImages, blockListReferences } from './blockLists.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

export const TeamMember = TeamMemberFields.extend({
  closing: z.array(Block).describe('Blocks closing the profile page, e.g. pillars, recognition or callToAction (see the block tables); may be empty [].'),
}).describe('A team member: a profile page at /team/<slug>, and a card wherever a teamGrid block names them.');

export type TeamMember = z.infer<typeof TeamMember>;

const route = (slug: string) => `/team/${slug}`;

export const team = defineCollection({
  folder: 'team',
  entryName: 'team member',
  schema: TeamMember,
  photos: { field: 'photo', list: false, role: 'portrait' },
  route,
  toPage: (m, { site, titled }) => ({
    path: route(m.slug),
    meta: { title: titled(`${m.name}, ${m.role}`), description: summarize(m.summary), image: m.photo },
    header: site.collectionPages.teamMember.header,
    blocks: [{ type: 'memberProfile', member: m.slug }, ...m.closing],
  }),
  references: (m) => blockListReferences(m.closing, ['closing']),
  images: (m) => [{ path: ['photo'], image: m.photo, role: 'portrait' }, ...blockListImages(m.closing, ['closing'])],
});
