import { css } from '@emotion/react';
import { useId } from 'react';
import type { PressCardsProps } from './block.ts';
import { formatDate } from '../../ui/format.ts';
import { PhotoCardGrid } from '../../ui/blockParts/PhotoCardGrid.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize, letterSpacing, mq } from '../../ui/theme.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { External } from '../../ui/icons.tsx';
import { label, stretchedLink } from '../../ui/styles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { cardSurface } from '../../ui/cardSurface.ts';

/** IN THE NEWS: press coverage, each card opening its article on the publisher's site in a new tab. */
export function PressCards({ block }: PressCardsProps) {
  const grid = balancedGrid({ count: block.items.length, min: '18rem', columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)' });
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={paperGround}>
      <PhotoCardGrid
        items={block.items}
        grid={grid}
        ratio="3 / 2"
        sizes={`(min-width: 1020px) min(28vw, 24.75rem), (min-width: 680px) 44vw, ${imageSizes.insideGutters}`}
        image={(item) => item.image}
        card={cardSurface}
      >
        {(item) => (
          <div css={body}>
            <p css={[label, meta]}>
              <span>{item.source}</span>
              <span aria-hidden="true" css={dot} />
              <time dateTime={item.date}>{formatDate(item.date)}</time>
            </p>
            <h3 css={title}>
              <ExternalLink href={item.link} css={stretchedLink}>
                {item.title}
              </ExternalLink>
            </h3>
            <p css={description}>{item.description}</p>
            <p css={[label, readMore]} aria-hidden="true">
              Read the article <External size={16} />
            </p>
          </div>
        )}
      </PhotoCardGrid>
    </HeadedSection>
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

const readMore = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
  color: ${color.navy};
`;
