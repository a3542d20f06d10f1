import { z } from 'zod';
import { Address, ExternalUrl, Paragraphs, SchemaRef, Slug } from './common.ts';
import { image } from './relations.ts';

/** The registration categories of TRESA, as RECO's public register names them. */
export const RegistrationCategory = z
  .enum(['broker of record', 'broker', 'salesperson'])
  .describe(
    'The category the member is registered in with RECO: "broker of record", "broker" or "salesperson". Shown on the profile beside the role.',
  );

/** A registration category as RECO's permitted terms write it (Bulletin 5.2), e.g. on a listing's enquiry card. */
export const registrationTitle = {
  'broker of record': 'Broker of Record',
  broker: 'Broker',
  salesperson: 'Salesperson',
} as const satisfies Record<z.infer<typeof RegistrationCategory>, string>;

/** How the member is registered with RECO: advertising must use the registered name and may not suggest a higher category (RECO Bulletin 5.2, "Permitted terms"). */
const Registration = z
  .object({
    name: z
      .string()
      .min(1)
      .meta({ title: 'Registered name' })
      .describe(
        'Registered name: the name exactly as on RECO\'s public register, e.g. "Eleanor Ashdown". Shown on the profile; the "name" above should be the same, since advertising uses the registered name.',
      ),
    category: RegistrationCategory.meta({ title: 'Registration category' }),
  })
  .strict()
  .meta({ title: 'RECO registration' })
  .describe(
    'RECO registration: the registered name and category, shown on the profile beside the role, e.g. { "name": "Eleanor Ashdown", "category": "broker" }.',
  );

/**
 * A team member's own fields. The closing blocks of the profile page are added where the
 * collection is declared (src/content/collections/team.ts), since the block union is built from
 * the blocks, which themselves read team members through these fields.
 */
export const TeamMemberFields = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe(
      'The member\'s name in the URL (/team/<slug>), e.g. "julian-mercer"; must equal the file name without ".json".',
    ),
    order: z
      .number()
      .int()
      // A member added without one comes after those placed on purpose, not ahead of them.
      .default(100)
      .describe(
        'Sorting position among team members: smaller numbers come first. Optional, 100 (after the others) if left out. A teamGrid block that names no members shows them in this order; one that names them keeps its own order.',
      ),
    name: z.string().min(1).describe('Full name, e.g. "Julian Mercer".'),
    role: z
      .string()
      .min(1)
      .describe(
        'The marketing role as shown on cards and the profile, e.g. "Senior Associate". It may not claim a higher category than the registration: "Broker" only for a broker.',
      ),
    registration: Registration,
    lead: z
      .boolean()
      .default(false)
      .describe(
        'true for the featured lead broker (one member only), whose details appear on the contact page. Optional, false if left out.',
      ),
    photo: image('portrait', 'Portrait photo: upright (portrait orientation), at least 1600 px wide.'),
    email: z.email().describe('E-mail address shown on the profile.'),
    phone: z.string().min(7).describe('Phone number shown on the profile, e.g. "416-555-0102".'),
    office: Address.describe('Office address shown on the profile.'),
    summary: z
      .string()
      .min(1)
      .describe('One or two sentences about the member, used for search results and link previews.'),
    biography: Paragraphs.describe('The biography on the profile page, one string per paragraph.'),
    instagram: ExternalUrl.optional().describe("Address of the member's Instagram profile; leave out for none."),
    linkedin: ExternalUrl.optional().describe("Address of the member's LinkedIn profile; leave out for none."),
  })
  .strict();

export type TeamMemberFields = z.infer<typeof TeamMemberFields>;
