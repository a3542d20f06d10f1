import { Article, CARD_BLOCKS } from '../../model/article.ts';
import type { Reference } from '../../model/defineBlock.ts';
import type { Problem } from '../load/problem.ts';
import { defineCollection, type PlacedImage } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/journal/${slug}`;

/** Today in Toronto, YYYY-MM-DD: an article dated later is not published yet. */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

export const articles = defineCollection({
  folder: 'articles',
  entryName: 'article',
  schema: Article,
  photos: { field: 'hero', list: false, role: 'hero' },
  route,
  toPage: (a, { titled }) => ({
    path: route(a.slug),
    meta: { title: titled(a.title), description: summarize(a.standfirst), image: a.hero },
    // Articles open on their headline, not on a full-bleed picture, so the header is solid.
    header: 'solid',
    blocks: [{ type: 'article', article: a.slug }],
  }),
  references: (a): Reference[] => [
    { path: ['author'], collection: 'team', slug: a.author },
    ...(a.neighbourhood ? [{ path: ['neighbourhood'], collection: 'neighbourhoods' as const, slug: a.neighbourhood }] : []),
    ...a.body.flatMap((block, i) => ('slugs' in block ? block.slugs.map((slug, j) => ({ path: ['body', i, 'slugs', j], collection: CARD_BLOCKS[block.type], slug })) : [])),
  ],
  images: (a): PlacedImage[] => [
    { path: ['hero'], image: a.hero, role: 'hero' },
    ...a.body.flatMap((block, i): PlacedImage[] => (block.type === 'image' ? [{ path: ['body', i, 'image'], image: block.image, role: 'half' }] : [])),
  ],
  check: ({ file, value }): Problem[] =>
    value.date > torontoToday()
      ? [
          {
            severity: 'warning',
            file,
            path: ['date'],
            message: `the date ${value.date} is in the future: the article is listed as published on that day`,
            suggestion: 'write the day it is published, or today',
          },
        ]
      : [],
});
