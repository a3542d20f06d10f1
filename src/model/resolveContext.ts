import type { Image } from './common.ts';
import type { CollectionEntries, PagedCollection } from './entries.ts';
import type { Publications } from './press.ts';
import type { NestedBlock } from './nestedBlock.ts';
import type { LandTransferTaxes, MortgageAssumptions } from './rates.ts';
import type { Site } from './site.ts';
import type { SizedImage } from './sizedImage.ts';

/** What a block's resolve function may look at while the site is built: the whole content, read-only. */
export interface ResolveContext {
  site: Site;
  publications: Publications;
  rates: { landTransferTax: LandTransferTaxes; mortgage: MortgageAssumptions };
  /**
   * For a block that lists more than one page holds (see resultPages in defineBlock.ts): which
   * page of results this is, and the address of any other. Absent where the page has one.
   */
  results?: ResultsPage;
  /**
   * For a page pre-rendered as one search of a block (see presets in defineBlock.ts): the search,
   * and the path of the page itself, where any other search is made. Absent on the page itself.
   */
  preset?: { search: string; path: string };
  /** The day the site is built, YYYY-MM-DD in Toronto: what "today" means in pre-rendered pages. */
  today: string;
  all<C extends keyof CollectionEntries>(collection: C): CollectionEntries[C][];
  /** The entry with this slug; references were checked before resolution, so it exists. */
  one<C extends keyof CollectionEntries>(collection: C, slug: string): CollectionEntries[C];
  /** The URL of an entry's own page. */
  href(collection: PagedCollection, slug: string): string;
  image(image: Image): SizedImage;
  /** A QR code of a text (a page's address) as an SVG path, drawn at build time. */
  qrCode(text: string): { size: number; path: string };
  /** Blocks held inside this one (an article's body), each resolved by its own definition, in order. */
  resolveBlocks(blocks: readonly NestedBlock[]): NestedBlock[];
  /** The words a reader reads in these blocks (each definition's `words`), for a reading time. */
  wordsIn(blocks: readonly NestedBlock[]): string;
  /**
   * The block's place in the list that holds it, from 0, for a block resolved by resolveBlocks:
   * what keeps an id it writes (a chart's) unique on its page.
   */
  index?: number;
}

/** One page of a list of results that spans several, each pre-rendered at its own address. */
export interface ResultsPage {
  /** 1 for the first page. */
  page: number;
  pageCount: number;
  /** The address of a page of results: /listings for the first, /listings/page/2 for the second. */
  pathOf(page: number): string;
}
