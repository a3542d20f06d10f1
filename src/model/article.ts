import { z } from 'zod';
import { IsoDate, SchemaRef, Slug } from './common.ts';
import { image, ref } from './relations.ts';
import type { CollectionName } from './collectionNames.ts';
import type { NestedBlock } from './nestedBlock.ts';

/** The journal's sections, each with its own list at /journal/<path>. */
export const ARTICLE_CATEGORIES = {
  'market-report': { label: 'Market Reports', path: 'market-reports' },
  neighbourhood: { label: 'Neighbourhoods', path: 'neighbourhoods' },
  homes: { label: 'Homes', path: 'homes' },
  news: { label: 'News', path: 'news' },
} as const;

export const ArticleCategory = z
  .enum(['market-report', 'neighbourhood', 'homes', 'news'])
  .describe('The journal section: "market-report", "neighbourhood", "homes" or "news".');
export type ArticleCategory = z.infer<typeof ArticleCategory>;

/**
 * An article's own fields. Its body is a list of blocks declared for an article's body, each in
 * its folder under src/blocks/ (paragraph, heading, chart, listingCards…): the collection
 * (src/content/collections/articles.ts) adds it from the block registry, which this layer cannot
 * import, as a page's blocks are added.
 */
export const ArticleFields = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe('The article\'s URL after /journal/; must equal the file name without ".json".'),
    title: z.string().min(1).describe('The headline.'),
    standfirst: z
      .string()
      .min(1)
      .describe('One or two sentences under the headline: also the description search engines and the feed show.'),
    date: IsoDate.describe('The publication date, YYYY-MM-DD; a date after today is warned about.'),
    author: ref('team', 'The team member who wrote it'),
    category: ArticleCategory,
    neighbourhood: ref('neighbourhoods', 'The neighbourhood it is about, if one: related articles share it').optional(),
    hero: image('hero', 'The picture at the top of the article and on its card.'),
  })
  .strict()
  .describe('A journal article at /journal/<slug>: a market report, a neighbourhood story, a home or news.');

/**
 * An article as blocks read it (the collection's `fields`, which names its type in
 * collectionEntries.ts): its own fields, and its body's blocks known by their type only. The
 * collection's schema checks each block in full.
 */
export const Article = ArticleFields.extend({ body: z.array(z.looseObject({ type: z.string() })).readonly() });
export type Article = z.infer<typeof ArticleFields> & { body: readonly NestedBlock[] };

/**
 * An article body's cards of entries of one collection, by reference (each a picker of that
 * collection in the editor): the schema of the listingCards, saleCards, namedNeighbourhoods and
 * namedDevelopments blocks. The neighbourhoods' and developments' are "named…", not "…Cards": a
 * page's neighbourhoodCards and developmentCards are other blocks (every entry, with labels of
 * their own), and one name means one block.
 */
export const articleCards = <T extends string>(type: T, collection: CollectionName) =>
  z
    .object({
      type: z.literal(type).describe(`Always "${type}".`),
      slugs: z
        // A listing's card outlives its sale: it then shows the sale (src/blocks/listingCards/block.ts).
        .array(ref(collection, 'An entry shown', { followsSale: collection === 'listings' }))
        .min(1)
        .describe(`The ${collection} shown as cards, in order.`),
    })
    .strict()
    .describe(`Cards of ${collection}, by reference.`);
