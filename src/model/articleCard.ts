import { ARTICLE_CATEGORIES, type Article } from './article.ts';
import type { ResolveContext } from './resolveContext.ts';
import type { SizedImage } from './sizedImage.ts';

/** Articles a page of /journal (or a section's list) shows; more are a link away at <path>/page/<n>. */
export const ARTICLES_PER_PAGE = 12;

/** An article as its card shows it (in the journal's lists, under "Related articles", on a profile). */
export interface ArticleCardData {
  slug: string;
  title: string;
  standfirst: string;
  date: string;
  category: string;
  href: string;
  image: SizedImage;
}

/** Newest first; articles of the same day by title, so the order never depends on file order. */
export const newestFirst = (articles: readonly Article[]): Article[] =>
  [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** The articles published by the day the site is built (a future date waits for its day). */
export const publishedArticles = (ctx: ResolveContext): Article[] =>
  newestFirst(ctx.all('articles').filter((a) => a.date <= ctx.today));

export const articleCardOf = (a: Article, ctx: ResolveContext): ArticleCardData => ({
  slug: a.slug,
  title: a.title,
  standfirst: a.standfirst,
  date: a.date,
  category: ARTICLE_CATEGORIES[a.category].label,
  href: ctx.href('articles', a.slug),
  image: ctx.image(a.hero),
});

/** Minutes to read these words (ctx.wordsIn of an article's body) at 230 words a minute, at least one. */
export const readingMinutes = (words: string): number =>
  Math.max(1, Math.round(words.split(/\s+/).filter(Boolean).length / 230));

/**
 * Three articles to read next: those about the same neighbourhood first, then the same section,
 * then the newest, never the article itself.
 */
export function relatedArticles(article: Article, all: readonly Article[], count = 3): Article[] {
  const others = newestFirst(all.filter((a) => a.slug !== article.slug));
  const score = (a: Article) =>
    (article.neighbourhood && a.neighbourhood === article.neighbourhood ? 2 : 0) +
    (a.category === article.category ? 1 : 0);
  return others
    .map((a, order) => ({ a, order, score: score(a) }))
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, count)
    .map(({ a }) => a);
}
