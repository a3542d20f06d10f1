import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const ListingFeedBlock = z
  .object({
    type: z.literal('listingFeed').describe('Always "listingFeed".'),
    listing: ref('listings', "Slug of the listing from the board's feed whose source to show"),
  })
  .strict()
  .describe(
    'For a listing from the board\'s feed (CREA\'s DDF®): its listing brokerage, listing agent and MLS® number, the link to it on REALTOR.ca and the "Powered by REALTOR.ca" badge, as DDF® display rules require. A listing page from the feed has one already; nothing shows for a listing the team entered itself.',
  );
