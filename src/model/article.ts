import { z } from 'zod';
import { IsoDate, SchemaRef, Slug } from './common.ts';
import { image, ref } from './relations.ts';
import { InlineText } from './inlineMarkup.ts';
import { QUARTER_PATTERN } from './neighbourhood.ts';

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
 * The body's card blocks, by the collection whose entries they show. The neighbourhoods' and
 * developments' are "named…", not "…Cards": a page's neighbourhoodCards and developmentCards are
 * other blocks (every entry, with labels of their own), and one name means one block.
 */
export const CARD_BLOCKS = {
  listingCards: 'listings',
  saleCards: 'sales',
  namedNeighbourhoods: 'neighbourhoods',
  namedDevelopments: 'developments',
} as const;

const Paragraph = z
  .object({ type: z.literal('paragraph').describe('Always "paragraph".'), text: InlineText })
  .strict()
  .describe('A paragraph of text.');
const Heading = z
  .object({
    type: z.literal('heading').describe('Always "heading".'),
    text: z.string().min(1).describe('The heading of the section that follows.'),
  })
  .strict()
  .describe('A section heading.');
const Quote = z
  .object({
    type: z.literal('quote').describe('Always "quote".'),
    text: z.string().min(1).describe('The words quoted, without quotation marks.'),
    attribution: z.string().min(1).optional().describe('Who said it; leave out for none.'),
  })
  .strict()
  .describe('A pull quote.');
const Figure = z
  .object({
    type: z.literal('image').describe('Always "image".'),
    image: image('half'),
    caption: z.string().min(1).describe('The caption under the picture (credit included).'),
  })
  .strict()
  .describe('A picture with its caption.');
const Table = z
  .object({
    type: z.literal('table').describe('Always "table".'),
    caption: z
      .string()
      .min(1)
      .describe('What the table shows, read first by screen readers, e.g. "Median sale price by quarter".'),
    columns: z.array(z.string().min(1)).min(1).describe('The column headings.'),
    rows: z
      .array(z.array(z.string()))
      .min(1)
      .describe('The rows, each a list of cells in column order; the first cell heads its row.'),
  })
  .strict()
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row has as many cells as there are columns',
    path: ['rows'],
  })
  .describe('A table of figures.');
const Quarter = (what: string) =>
  z.string().regex(QUARTER_PATTERN, 'write the quarter as YYYY-Qn, e.g. "2026-Q3"').describe(what);
const Chart = z
  .object({
    type: z.literal('chart').describe('Always "chart".'),
    neighbourhood: ref(
      'neighbourhoods',
      'The neighbourhood whose quarterly market figures are drawn (its guide must have "market" figures)',
    ),
    measure: z
      .enum(['medianPrice', 'sales', 'daysOnMarket', 'saleToList'])
      .describe(
        'The figure drawn as a line: "medianPrice" (median sale price), "sales" (number of sales), "daysOnMarket" (average days on market) or "saleToList" (sale-to-list ratio); the table under the chart lists all four.',
      ),
    caption: z
      .string()
      .min(1)
      .optional()
      .describe(
        'The sentence under the chart; leave out for "<figure> in <neighbourhood> each quarter, <first> to <last>."',
      ),
    from: Quarter('The first quarter drawn, e.g. "2025-Q1"; leave out to start at the oldest.').optional(),
    to: Quarter('The last quarter drawn, e.g. "2026-Q2"; leave out to end at the latest.').optional(),
  })
  .strict()
  .refine((c) => !c.from || !c.to || c.from <= c.to, { message: '"from" is a later quarter than "to"', path: ['from'] })
  .describe("A chart of a neighbourhood's quarterly market figures, with every figure in a table under it.");
/** Cards of entries of one collection, by reference (each a picker of that collection in the editor). */
const cards = <T extends keyof typeof CARD_BLOCKS>(type: T) =>
  z
    .object({
      type: z.literal(type).describe(`Always "${type}".`),
      slugs: z
        // A listing's card outlives its sale: it then shows the sale (src/blocks/article/resolve.ts).
        .array(ref(CARD_BLOCKS[type], 'An entry shown', { followsSale: CARD_BLOCKS[type] === 'listings' }))
        .min(1)
        .describe(`The ${CARD_BLOCKS[type]} shown as cards, in order.`),
    })
    .strict()
    .describe(`Cards of ${CARD_BLOCKS[type]}, by reference.`);

export const ArticleBodyBlock = z.discriminatedUnion('type', [
  Paragraph,
  Heading,
  Quote,
  Figure,
  Table,
  Chart,
  cards('listingCards'),
  cards('saleCards'),
  cards('namedNeighbourhoods'),
  cards('namedDevelopments'),
]);
export type ArticleBodyBlock = z.infer<typeof ArticleBodyBlock>;

export const Article = z
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
    body: z
      .array(ArticleBodyBlock)
      .min(1)
      .describe(
        'The text, block by block: paragraph, heading, quote, image, table, chart, and cards of listings, sales, neighbourhoods or developments.',
      ),
  })
  .strict()
  .describe('A journal article at /journal/<slug>: a market report, a neighbourhood story, a home or news.');

export type Article = z.infer<typeof Article>;
