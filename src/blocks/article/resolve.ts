import type { ArticleBlock } from './schema.ts';
import { ARTICLE_CATEGORIES, CARD_BLOCKS, type Article, type ArticleBodyBlock } from '../../model/article.ts';
import { articleCardOf, publishedArticles, readingMinutes, relatedArticles } from '../../model/articleCard.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listingCardsOf, saleCardOf } from '../../model/listingCard.ts';
import { parseInline } from '../../model/inlineMarkup.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import type { SizedImage } from '../../model/sizedImage.ts';
import { creditOf, quartersBetween } from '../../ui/marketChart/quarters.ts';

/** A neighbourhood or a development shown as a card in an article's body (homes have the property card). */
export interface EntryCard {
  slug: string;
  title: string;
  detail: string;
  href: string;
  image: SizedImage;
}

type Cards = Extract<ArticleBodyBlock, { slugs: string[] }>;

/**
 * The homes a "listingCards" or "saleCards" block names, as the site's one property card draws
 * them: a listing links to its page; a sale, or a listing sold since the article named it (the home
 * is a sale now, under the same slug: the check lets the reference stand), is a sold card.
 */
function homeCards(block: Cards, ctx: ResolveContext) {
  return block.slugs.map((slug) => {
    const listing = CARD_BLOCKS[block.type] === 'listings' && ctx.all('listings').find((l) => l.slug === slug);
    return listing ? listingCardsOf([listing], ctx)[0]! : saleCardOf(ctx.one('sales', slug), ctx);
  });
}

/** The cards of the entries a "cards" block names: neighbourhoods and developments, each a page of its own. */
function entryCards(block: Cards, ctx: ResolveContext): EntryCard[] {
  return block.slugs.map((slug): EntryCard => {
    if (CARD_BLOCKS[block.type] === 'developments') {
      const d = ctx.one('developments', slug);
      return {
        slug,
        title: d.title,
        detail: d.tagline,
        href: ctx.href('developments', slug),
        image: ctx.image(d.image),
      };
    }
    const n = ctx.one('neighbourhoods', slug);
    return {
      slug,
      title: n.name,
      detail: n.summary,
      href: ctx.href('neighbourhoods', slug),
      image: ctx.image(n.image),
    };
  });
}

const resolveBody = (block: ArticleBodyBlock, index: number, ctx: ResolveContext) => {
  switch (block.type) {
    case 'chart': {
      // The check refuses a chart of a neighbourhood without figures, or a range holding none of them.
      const n = ctx.one('neighbourhoods', block.neighbourhood);
      const quarters = quartersBetween(n.market ?? [], block.from, block.to);
      return { ...block, id: `chart-${index}`, name: n.name, quarters, credit: creditOf(quarters, n.sources) };
    }
    case 'paragraph':
      return { type: block.type, nodes: parseInline(block.text) };
    case 'image':
      return { ...block, image: ctx.image(block.image) };
    case 'listingCards':
    case 'saleCards':
      return { type: 'homes' as const, items: homeCards(block, ctx) };
    case 'namedNeighbourhoods':
    case 'namedDevelopments':
      return { type: 'cards' as const, items: entryCards(block, ctx) };
    default:
      return block;
  }
};

export type ResolvedBodyBlock = ReturnType<typeof resolveBody>;

export const resolveArticle = (b: Authored<typeof ArticleBlock>, ctx: ResolveContext) => {
  const a = ctx.one('articles', b.article);
  const author = ctx.one('team', a.author);
  const category = ARTICLE_CATEGORIES[a.category];
  return {
    ...b,
    title: a.title,
    standfirst: a.standfirst,
    date: a.date,
    readingMinutes: readingMinutes(a),
    category: { label: category.label, href: `/journal/${category.path}` },
    author: { name: author.name, role: author.role, href: ctx.href('team', author.slug) },
    hero: ctx.image(a.hero),
    body: a.body.map((block, i) => resolveBody(block, i, ctx)),
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
  if (!a.neighbourhood || a.body.some((b) => b.type === 'chart' && b.neighbourhood === a.neighbourhood))
    return undefined;
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
