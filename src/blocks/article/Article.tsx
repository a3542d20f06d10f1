import { css } from '@emotion/react';
import { useId } from 'react';
import type { ArticleProps } from './block.ts';
import { ARTICLE_HERO_SIZES } from './block.ts';
import { NestedBlocks } from '../../ui/NestedBlocks.tsx';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { formatDate } from '../../ui/format.ts';
import { LatestQuarter, QuarterlyChart } from '../../ui/marketChart/QuarterlyChart.tsx';
import { ArticleCardGrid } from '../../ui/journal/ArticleCardGrid.tsx';
import { Picture } from '../../ui/media/Picture.tsx';
import { containerText } from '../../ui/staticStyles.ts';
import { container, label, section } from '../../ui/styles.ts';
import { color, fontSize, letterSpacing, maxWidth } from '../../ui/theme.ts';
import { pageTitle } from '../../ui/typeScale.ts';

/**
 * A journal article: section, headline, standfirst, byline, picture, text, then three related
 * articles, with the market of the neighbourhood it names between them. One element at the top, as every static block has: a navigation inserts the block's
 * HTML as one element (src/site/StaticBlock.tsx), and two would need a wrapper a fresh load lacks.
 */
export function Article({ block }: ArticleProps) {
  const relatedId = useId();
  const marketId = useId();
  return (
    <div>
      <article css={[section, paperGround]}>
        <header css={[containerText, header]}>
          <p css={[label, eyebrow]}>
            <a href={block.category.href}>{block.category.label}</a>
          </p>
          <h1 css={title}>{block.title}</h1>
          <p css={standfirst}>{block.standfirst}</p>
          <p css={byline}>
            By <a href={block.author.href}>{block.author.name}</a>, {block.author.role}
            <span aria-hidden="true"> · </span>
            <time dateTime={block.date}>{formatDate(block.date)}</time>
            <span aria-hidden="true"> · </span>
            {block.readingMinutes} min read
          </p>
        </header>
        <div css={[container, heroFrame]}>
          <Picture image={block.hero} sizes={ARTICLE_HERO_SIZES} priority />
        </div>
        <div css={containerText}>
          <div css={body}>
            <NestedBlocks blocks={block.body} />
          </div>
        </div>
      </article>
      {block.market && (
        <HeadedSection headingId={marketId} title={`The market in ${block.market.name}`} ground={paperGround}>
          <div css={marketColumn}>
            <LatestQuarter quarters={block.market.quarters} />
            <QuarterlyChart
              id={`market-${block.market.slug}`}
              name={block.market.name}
              quarters={block.market.quarters}
              measure="medianPrice"
              credit={block.market.credit}
            />
            <p css={guideLink}>
              <a href={`${block.market.href}#market`}>Every figure and its source in the {block.market.name} guide</a>
            </p>
          </div>
        </HeadedSection>
      )}
      {block.related.length > 0 && (
        <HeadedSection headingId={relatedId} title="Related articles" ground={paperGround}>
          <ArticleCardGrid items={block.related} />
        </HeadedSection>
      )}
    </div>
  );
}

const header = css`
  text-align: center;
  & > * + * {
    margin-top: 1rem;
  }
`;

const eyebrow = css`
  letter-spacing: ${letterSpacing.caps};
  & a {
    color: ${color.green};
    text-decoration: none;
  }
`;

const title = css`
  ${pageTitle};
  color: ${color.navy};
`;

const standfirst = css`
  font-size: ${fontSize.lead};
  color: ${color.inkSoft};
  line-height: 1.6;
`;

const byline = css`
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
  & a {
    color: ${color.navy};
  }
`;

const heroFrame = css`
  margin-block: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  & img {
    width: 100%;
    height: auto;
    display: block;
  }
`;

/** The text, block by block, a reading column wide: each block's own component draws it (src/blocks/paragraph…). */
const body = css`
  color: ${color.ink};
  font-size: ${fontSize.lead};
  line-height: 1.75;
  & > * + * {
    margin-top: 1.25em;
  }
  & a {
    color: ${color.green};
    text-underline-offset: 0.2em;
  }
`;

const guideLink = css`
  font-size: ${fontSize.small};
  & a {
    color: ${color.green};
  }
`;

/** The reading column's width, so the chart lines up with the text above it. */
const marketColumn = css`
  max-width: ${maxWidth.text};
  margin-inline: auto;
  display: grid;
  gap: 1.25rem;
`;
