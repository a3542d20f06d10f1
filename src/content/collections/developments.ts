import { Development } from '../../model/development.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/developments/${slug}`;

export const developments = defineCollection({
  folder: 'developments',
  entryName: 'development',
  scaffold: {
    kind: 'development',
    visibility: 'Its card appears on the home page at once (last, "order": 100).',
  },
  example: 'forma',
  schema: Development,
  photos: { field: 'image', list: false, role: 'hero' },
  route,
  toPage: (d, { site, titled }) => ({
    path: route(d.slug),
    meta: {
      title: titled(d.title),
      description: summarize(d.cardDescription ?? d.sections[0]!.paragraphs[0]!),
      image: d.image,
    },
    header: site.collectionPages.development.header,
    blocks: [
      { type: 'pageHero', heading: d.title, subheading: d.tagline, subheadingStyle: 'sentence', image: d.image },
      { type: 'developmentOverview', development: d.slug },
      // The media sections a listing has, when the development has them: its photos, then the
      // listing's own floor-plan and video blocks, which take a development as well.
      ...(d.images?.length ? [{ type: 'developmentGallery' as const, development: d.slug }] : []),
      ...(d.floorPlans ? [{ type: 'listingFloorPlans' as const, development: d.slug }] : []),
      ...(d.video || d.tour ? [{ type: 'listingVideo' as const, development: d.slug }] : []),
    ],
  }),
});
