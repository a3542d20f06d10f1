import type { ArticleBlock } from './schema.ts';
import { ARTICLE_CATEGORIES, type Article } from '../../model/article.ts';
import { articleCardOf, publishedArticles, readingMinutes, relatedArticles } from '../../model/articleCard.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { NestedBlock } from '../../model/nestedBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { creditOf } from '../../ui/marketChart/quarters.ts';

export const resolveArticle = (b: Authored<typeof ArticleBlock>, ctx: ResolveContext) => {
  const a = ctx.one('articles', b.article);
  const author = ctx.one('team', a.author);
  const category = ARTICLE_CATEGORIES[a.category];
  return {
    ...b,
    title: a.title,
    standfirst: a.standfirst,
    date: a.date,
    readingMinutes: readingMinutes(ctx.wordsIn(a.body)),
    category: { label: category.label, href: `/journal/${category.path}` },
    author: { name: author.name, role: author.role, href: ctx.href('team', author.slug) },
    hero: ctx.image(a.hero),
    body: ctx.resolveBlocks(a.body),
    market: neighbourhoodMarket(a, ctx),
    related: relatedArticles(a, publishedArticles(ctx)).map((r) => articleCardOf(r, ctx)),
  };
};

/**
 * The market of the neighbourhood an article names, drawn after its text: every quarter to the
 * latest, as the guide draws it. Left out when the neighbourhood has no figures, or when the body
 * already charts that neighbourhood (the writer chose what to show).
 */
function neighbourhoodMarket(a: Article, ctx: ResolveContext) {
  if (!a.neighbourhood || a.body.some((b) => chartOf(b) === a.neighbourhood)) return undefined;
  const n = ctx.one('neighbourhoods', a.neighbourhood);
  if (!n.market?.length) return undefined;
  return {
    slug: n.slug,
    name: n.name,
    href: ctx.href('neighbourhoods', n.slug),
    quarters: n.market,
    credit: creditOf(n.market, n.sources),
  };
}

/** The neighbourhood a body's block charts, if it is a chart (src/blocks/chart): the body's blocks are known by their type only. */
const chartOf = (block: NestedBlock) =>
  block.type === 'chart' ? (block as NestedBlock & { neighbourhood?: string }).neighbourhood : undefined;
