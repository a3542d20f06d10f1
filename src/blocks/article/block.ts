import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveArticle } from './resolve.ts';
import { ArticleBlock } from './schema.ts';

/** The hero is drawn a text column wide and more on wide screens: as wide as the content column. */
export const ARTICLE_HERO_SIZES = '(min-width: 1280px) 80rem, 100vw';

export const articleBlock = defineBlock({
  schema: ArticleBlock,
  places: ['site'],
  // Its body: paragraphs, charts, cards… each a block of its own, resolved and drawn through the site.
  holds: ['articleBody'],
  resolve: resolveArticle,
  leadImage: (b) => ({ image: b.hero, sizes: ARTICLE_HERO_SIZES }),
  example: (first) => ({ article: first('articles') }),
});

/** What the article block's component takes; imported type-only, so the component reaches no other block. */
export type ArticleProps = PropsOf<typeof articleBlock>;
