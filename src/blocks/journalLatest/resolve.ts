import type { JournalLatestBlock } from './schema.ts';
import { articleCardOf, publishedArticles } from '../../model/articleCard.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/** How many of the newest articles the block shows: one row of cards on a wide screen. */
const LATEST_ARTICLES = 3;

/** The newest articles published by the build's day (a future date waits for its day, as in the journal). */
export const resolveJournalLatest = (b: Authored<typeof JournalLatestBlock>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  items: publishedArticles(ctx)
    .slice(0, LATEST_ARTICLES)
    .map((a) => articleCardOf(a, ctx)),
  journalHref: '/journal',
});
