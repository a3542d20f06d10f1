import { Listing } from '../../model/listing.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/listings/${slug}`;

export const listings = defineCollection({
  folder: 'listings',
  entryName: 'listing',
  scaffold: {
    kind: 'listing',
    visibility: 'It stays off /listings until you set "showInGrid": true.',
  },
  example: 'dunvegan-road',
  schema: Listing,
  photos: { field: 'images', list: true, role: 'hero' },
  route,
  toPage: (l, { site, titled }) => ({
    path: route(l.slug),
    meta: { title: titled(l.title), description: summarize(l.description[0]!), image: l.images[0] },
    header: site.collectionPages.listing.header,
    blocks: [
      { type: 'listingGallery', listing: l.slug },
      {
        type: 'listingDetails',
        listing: l.slug,
        inquireHeading: site.collectionPages.listing.inquireHeading,
        inquireAction: site.collectionPages.listing.inquireAction,
      },
      // A listing from the board's feed names its source, as DDF® display rules require (docs/LISTINGS-FEED.md).
      ...(l.feed ? [{ type: 'listingFeed' as const, listing: l.slug }] : []),
      // When it can be seen: the open houses still to come (none shows when all are past).
      ...(l.openHouses?.length ? [{ type: 'openHouses' as const, listing: l.slug, heading: 'Open Houses' }] : []),
      // The layout, under the photos and the description: what a buyer asks after them.
      ...(l.floorPlans ? [{ type: 'listingFloorPlans' as const, listing: l.slug }] : []),
      ...(l.video || l.tour ? [{ type: 'listingVideo' as const, listing: l.slug }] : []),
      // What it costs to close and to carry: asked first of a home for sale with a price.
      ...(l.offer === 'sale' && l.price.kind === 'amount' ? [{ type: 'buyingCosts' as const, listing: l.slug }] : []),
      // What else is like it: three homes of the same offer, chosen as the site is built.
      {
        type: 'similarListings',
        listing: l.slug,
        heading: 'Similar Homes',
        bedroomsLabel: 'BD',
        bathroomsLabel: 'BA',
      },
    ],
  }),
});
