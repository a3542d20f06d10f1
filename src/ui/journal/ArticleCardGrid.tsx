import { css } from '@emotion/react';
import type { ArticleCardData } from '../../model/articleCard.ts';
import { PhotoCardGrid } from '../blockParts/PhotoCardGrid.tsx';
import { balancedGrid } from '../balancedGrid.ts';
import { cardSurface } from '../cardSurface.ts';
import { formatDate } from '../format.ts';
import { imageSizes } from '../media/imageSizes.ts';
import { label, stretchedLink } from '../styles.ts';
import { color, fontSize, letterSpacing, mq } from '../theme.ts';

/**
 * Cards of journal articles: photo, section and date, headline (the card's one link) and
 * standfirst. The journal's lists, an article's related articles and a profile's articles draw
 * with it; all are static blocks, so it never reaches the browser.
 */
export function ArticleCardGrid({ items, headingLevel = 3 }: { items: readonly ArticleCardData[]; headingLevel?: 2 | 3 }) {
  const grid = balancedGrid({ count: items.length, min: '18rem', columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <PhotoCardGrid
      items={items}
      grid={grid}
      ratio="3 / 2"
      sizes={`(min-width: 1020px) min(28vw, 24.75rem), (min-width: 680px) 44vw, ${imageSizes.insideGutters}`}
      image={(item) => item.image}
      card={cardSurface}
    >
      {(item) => (
        <div css={body}>
          <p css={[label, meta]}>
            <span>{item.category}</span>
            <span aria-hidden="true" css={dot} />
            <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          <Heading css={title}>
            <a href={item.href} css={stretchedLink}>
              {item.title}
            </a>
          </Heading>
          <p css={description}>{item.standfirst}</p>
        </div>
      )}
    </PhotoCardGrid>
  );
}

const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  flex: 1;
  padding: clamp(1.5rem, 1.2rem + 1vw, 2rem);
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  color: ${color.green};
  letter-spacing: ${letterSpacing.caps};
`;

const dot = css`
  width: 3px;
  height: 3px;
  border-radius: 50%;
  background: currentColor;
`;

const title = css`
  font-size: ${fontSize.h4};
  line-height: 1.25;
  color: ${color.navy};
  & a {
    text-decoration: none;
  }
  ${mq.hover} {
    & a:hover {
      text-decoration: underline;
      text-decoration-thickness: 1px;
    }
  }
`;

const description = css`
  color: ${color.inkSoft};
  font-size: 0.9375rem;
`;
