import type { JournalListBlock } from './schema.ts';
import { ARTICLE_CATEGORIES } from '../../model/article.ts';
import { ARTICLES_PER_PAGE, articleCardOf, publishedArticles } from '../../model/articleCard.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { pageSlice, paginationLinks } from '../../model/pagination.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

type JournalList = Authored<typeof JournalListBlock>;

/** The articles the list holds, newest first, before any page of results is cut from them. */
const articlesOfList = (b: JournalList, ctx: ResolveContext) =>
  publishedArticles(ctx).filter(
    (a) => (!b.category || a.category === b.category) && (!b.author || a.author === b.author),
  );

/** Paged when it lists a whole section (not a profile's list, nor the latest few). */
const paged = (b: JournalList) => !b.limit && !b.author;

export const journalListPages = (b: JournalList, ctx: ResolveContext) =>
  paged(b) ? Math.max(1, Math.ceil(articlesOfList(b, ctx).length / ARTICLES_PER_PAGE)) : 1;

export const resolveJournalList = (b: JournalList, ctx: ResolveContext) => {
  const articles = articlesOfList(b, ctx);
  const shown = paged(b)
    ? pageSlice(articles, ARTICLES_PER_PAGE, ctx.results)
    : articles.slice(0, b.limit ?? articles.length);
  return {
    ...b,
    items: shown.map((a) => articleCardOf(a, ctx)),
    pagination: paged(b) ? paginationLinks(ctx.results) : undefined,
    // A section's list links to the others; a profile's or the home page's does not.
    sections: paged(b)
      ? [
          { label: 'All', href: '/journal', current: !b.category },
          ...Object.entries(ARTICLE_CATEGORIES).map(([key, c]) => ({
            label: c.label,
            href: `/journal/${c.path}`,
            current: b.category === key,
          })),
        ]
      : [],
    moreHref: b.limit ? '/journal' : undefined,
  };
};
