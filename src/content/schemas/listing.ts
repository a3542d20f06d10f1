import { z } from 'zod';
import { Address, Image, Paragraphs, Price, SchemaRef, Slug } from './common.ts';

/** What the detail page shows as its third feature after bedrooms and bathrooms. */
const ListingFeature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('size'), squareFeet: z.number().positive() }).strict(),
  z.object({ kind: z.literal('style'), style: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('location'), location: z.string().min(1) }).strict(),
]);

export const Listing = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    /** Short address shown on the card, e.g. "84 Old Forest Hill Road". */
    address: z.string().min(1),
    /** Heading of the detail page. */
    title: z.string().min(1),
    offer: z.enum(['sale', 'lease']),
    /** For a lease, the monthly rent. */
    price: Price,
    location: Address,
    neighbourhood: Slug.optional(),
    bedrooms: z.number().int().nonnegative(),
    bathrooms: z.number().nonnegative().multipleOf(0.5),
    feature: ListingFeature,
    description: Paragraphs,
    images: z.array(Image).min(1),
    /** The listing brokerage, often another firm: a name, not a team member. */
    brokerage: z.string().min(1),
    /** Shown on /listings when true, in ascending order; false keeps the page reachable by its URL only. */
    showInGrid: z.boolean(),
    order: z.number().int().default(0),
  })
  .strict();

export type Listing = z.infer<typeof Listing>;
