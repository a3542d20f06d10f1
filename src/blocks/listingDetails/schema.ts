import { z } from 'zod';
import { Link, Slug } from '../../content/schemas/common.ts';

/** Title, price, location, features and description of a listing, with the sticky inquiry panel. */
export const ListingDetailsBlock = z
  .object({ type: z.literal('listingDetails'), listing: Slug, inquireHeading: z.string().min(1), inquireAction: Link })
  .strict();
