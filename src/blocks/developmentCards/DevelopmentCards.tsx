import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { DevelopmentCardsProps } from './block.ts';
import { PhotoCardGrid } from '../../ui/blockParts/PhotoCardGrid.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { ArrowRight } from '../../ui/icons.tsx';
import { label, stretchedLink } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';

/** NEW DEVELOPMENTS: a card for every development page. */
export function DevelopmentCards({ block }: DevelopmentCardsProps) {
  const grid = balancedGrid({
    count: block.items.length,
    min: '20rem',
    maxColumns: 2,
    rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)',
    columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)',
  });
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={ivoryGround}>
      <PhotoCardGrid
        items={block.items}
        grid={grid}
        ratio="16 / 10"
        sizes={`(min-width: 740px) min(44vw, 38.5rem), ${imageSizes.insideGutters}`}
        image={(item) => item.image}
        card={card}
      >
        {(item) => (
          <div css={body}>
            <p css={[label, explore]} aria-hidden="true">
              {block.exploreLabel} <ArrowRight size={16} />
            </p>
            <h3 css={title}>
              <Link href={item.href} css={stretchedLink}>
                <span className="visually-hidden">{block.exploreLabel}: </span>
                {item.title}
              </Link>
            </h3>
            {item.description && <p css={description}>{item.description}</p>}
          </div>
        )}
      </PhotoCardGrid>
    </HeadedSection>
  );
}

const card = css`
  position: relative;
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const body = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const explore = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${color.green};
`;

const title = css`
  font-size: ${fontSize.h3};
  color: ${color.navy};
  letter-spacing: 0.01em;
  & a {
    text-decoration: none;
  }
`;

const description = css`
  color: ${color.inkSoft};
  max-width: 52ch;
`;
