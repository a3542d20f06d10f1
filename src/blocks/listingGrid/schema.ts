import { z } from 'zod';

/** Cards of every listing marked showInGrid. */
export const ListingGridBlock = z
  .object({ type: z.literal('listingGrid'), bedroomsLabel: z.string().min(1), bathroomsLabel: z.string().min(1) })
  .strict();
