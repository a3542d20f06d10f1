import { z } from 'zod';
import { ExternalUrl } from './common.ts';

/**
 * What the board's feed (CREA's DDF®) says of a listing it carries, beside the fields it writes
 * into the listing itself. `npm run sync:listings` writes it; content staff leave it alone. The
 * display fields are optional here so that `npm run check` can name the DDF® display rule a
 * missing one breaks, rather than a bare "required".
 */
export const ListingFeedRecord = z
  .object({
    listingKey: z
      .string()
      .min(1)
      .describe(
        'The feed\'s key of the listing (RESO ListingKey): how the sync finds this file again, e.g. "28451930".',
      ),
    mlsNumber: z
      .string()
      .min(1)
      .optional()
      .describe('The listing\'s MLS® number (RESO ListingId), shown on its page, e.g. "C9876543".'),
    listingUrl: ExternalUrl.optional().describe(
      'The listing\'s page on REALTOR.ca (RESO ListingURL): its page links to it, with the "Powered by REALTOR.ca" badge.',
    ),
    agentName: z
      .string()
      .min(1)
      .optional()
      .describe("The listing agent's name as the board has it (RESO ListAgentFullName)."),
    agentTitle: z
      .string()
      .min(1)
      .optional()
      .describe('The listing agent\'s title as registered, e.g. "Salesperson" or "Broker".'),
    modified: z
      .string()
      .min(1)
      .describe(
        'When the feed last changed the listing (RESO ModificationTimestamp): the sync skips it while unchanged.',
      ),
  })
  .strict()
  .describe(
    "Written by npm run sync:listings for a listing that comes from the board's feed (CREA's DDF®): leave it as it is. The feed also writes the price, offer, address, rooms, size, photos, open houses and brokerage; the title, description, agent, order and the rest stay the team's.",
  );

export type ListingFeedRecord = z.infer<typeof ListingFeedRecord>;

/** The listings feed as the site's settings record it: when the last sync ran. */
export const ListingFeedSettings = z
  .object({
    lastSync: z.iso
      .datetime({ error: 'a moment written as in "2026-11-28T06:00:00.000Z"' })
      .describe('When npm run sync:listings last ran to the end, written by it (UTC).'),
  })
  .strict()
  .describe(
    "The board's listings feed (CREA's DDF®), if the site uses it: npm run check warns when the last sync is more than 24 hours old, since DDF® sites must refresh at least daily.",
  );
