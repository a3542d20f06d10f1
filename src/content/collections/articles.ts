import { blockList } from '../../blocks/registry.ts';
import { Article, ArticleFields } from '../../model/article.ts';
import type { Problem } from '../load/problem.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/journal/${slug}`;

/** Today in Toronto, YYYY-MM-DD: an article dated later is not published yet. */
const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

/** An article: its own fields (src/model/article.ts) and its body, blocks declared for an article's body. */
const ArticleEntry = ArticleFields.extend({
  body: blockList('articleBody')
    .min(1)
    .describe(
      'The text, block by block: paragraph, heading, quote, image, table, chart, and cards of listings, sales, neighbourhoods or developments.',
    ),
}).describe(ArticleFields.description!);

export const articles = defineCollection({
  folder: 'articles',
  entryName: 'article',
  scaffold: {
    kind: 'article',
    aliases: ['post'],
    visibility:
      'It is published on /journal and in the feed at once, dated today: set "author" to its writer and "category" to its section.',
  },
  example: 'first-quarter-2026-market-report',
  schema: ArticleEntry,
  fields: Article,
  photos: { field: 'hero', list: false, role: 'hero' },
  route,
  toPage: (a, { titled }) => ({
    path: route(a.slug),
    meta: { title: titled(a.title), description: summarize(a.standfirst), image: a.hero },
    // Articles open on their headline, not on a full-bleed picture, so the header is solid.
    header: 'solid',
    blocks: [{ type: 'article', article: a.slug }],
  }),
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
