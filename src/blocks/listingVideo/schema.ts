import { z } from 'zod';
import { mediaOwnerFields, namesOneOwner, ONE_OWNER } from '../../model/mediaOwner.ts';

export const ListingVideoBlock = z
  .object({
    type: z.literal('listingVideo').describe('Always "listingVideo".'),
    ...mediaOwnerFields,
  })
  .strict()
  .refine(namesOneOwner, ONE_OWNER)
  .describe(
    "The listing's VIDEO and VIRTUAL TOUR: each a poster with a play control, the player loaded only when pressed. Listing pages with a video or a tour have one already.",
  );
