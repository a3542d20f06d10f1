import { z } from 'zod';
import { Address, IsoDate, Paragraphs, Price, SchemaRef, Slug } from './common.ts';
import { FloorPlans } from './floorPlan.ts';
import { ListingFeedRecord } from './listingFeed.ts';
import { ListingTour, ListingVideo } from './listingVideo.ts';
import { OpenHouses } from './openHouse.ts';
import { SoldListing } from './soldListing.ts';
import { image, ref } from './relations.ts';

const ListingFeature = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('size').describe('"size": show the interior area.'),
        squareFeet: z.number().positive().describe('Interior area in square feet, e.g. 6200.'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('style').describe('"style": show the architectural style.'),
        style: z.string().min(1).describe('Architectural style, e.g. "Georgian Revival".'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('location').describe('"location": show the area, for a property outside the city.'),
        location: z.string().min(1).describe('Area or region, e.g. "Gravenhurst, Muskoka".'),
      })
      .strict(),
  ])
  .describe('The third feature on the detail page after bedrooms and bathrooms: the size, the style or the location.');

export const Listing = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe('The listing\'s name in its URL (/listings/<slug>); must equal the file name without ".json".'),
    address: z.string().min(1).describe('Short address shown on the card, e.g. "84 Old Forest Hill Road".'),
    title: z
      .string()
      .min(1)
      .describe('Heading of the detail page, e.g. "Georgian Revival Residence on Dunvegan Road".'),
    offer: z
      .enum(['sale', 'lease'])
      .describe('"sale", or "lease" (the card then shows the For Lease label and the price is the monthly rent).'),
    price: Price.describe(
      'The asking price; for a lease, the monthly rent. { "kind": "amount", "amount": 4950000, "currency": "CAD" } or { "kind": "uponRequest" }.',
    ),
    location: Address.describe('The full address shown under the title (city, province and postal code).'),
    neighbourhood: ref('neighbourhoods', 'Slug of the neighbourhood guide the property is in, if any').optional(),
    bedrooms: z.number().int().nonnegative().describe('Number of bedrooms, a whole number.'),
    bathrooms: z
      .number()
      .nonnegative()
      .multipleOf(0.5)
      .describe('Number of bathrooms; a half bath counts 0.5, e.g. 4.5.'),
    feature: ListingFeature,
    description: Paragraphs.describe('The DESCRIPTION section: one string per paragraph.'),
    // Drawn as 'hero': the first photo is also the listing's card, but the carousel's full width is the larger use.
    images: z
      .array(image('hero'))
      .min(1)
      .describe(
        'Photos in the order of the carousel; the first is also the card photo and the link preview. Landscape, at least 2400 px wide.',
      ),
    floorPlans: FloorPlans.optional(),
    video: ListingVideo.optional(),
    tour: ListingTour.optional(),
    brokerage: z
      .string()
      .min(1)
      .describe(
        'The listing brokerage shown in the INQUIRE panel, often another firm: a company name, not a team member.',
      ),
    agent: ref(
      'team',
      'Slug of the team member who represents this listing: the enquiry panel and the phone bar show their portrait, name, registration and phone. Optional: left out, the team\'s lead (the member with "lead": true)',
    ).optional(),
    showInGrid: z
      .boolean()
      .describe(
        'true shows the listing on /listings (in ascending "order"); false keeps the page reachable by its URL only (use false while a new listing is being written).',
      ),
    order: z
      .number()
      .int()
      .optional()
      .describe(
        'Position in the /listings grid: smaller numbers come first. Optional: a listing without one comes after the numbered ones.',
      ),
    listed: IsoDate.optional().describe(
      'The day it came on the market, YYYY-MM-DD: "Newest first" on /listings sorts by it (listings without one come last).',
    ),
    openHouses: OpenHouses.optional(),
    sold: SoldListing.optional(),
    feed: ListingFeedRecord.optional(),
  })
  .strict()
  .describe(
    'A property for sale or lease: its page at /listings/<slug> and, when showInGrid is true, its card on /listings.',
  );

export type Listing = z.infer<typeof Listing>;
