import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { NeighbourhoodCardsProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { ArrowRight } from '../../ui/icons.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { arrowLink, container, hoverZoom, imageFrame, section, stretchedLink } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';

/** A card for every neighbourhood guide. */
export function NeighbourhoodCards({ block }: NeighbourhoodCardsProps) {
  const grid = balancedGrid({ count: block.items.length, min: '19rem', rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)', columnGap: 'clamp(1.5rem, 1rem + 1.5vw, 2.5rem)' });
  return (
    <section css={[section, ivoryGround]} aria-label="Neighbourhoods">
      <div css={container}>
        <div css={grid.frame}>
          <ul role="list" css={grid.list}>
            {block.items.map((item) => (
              <li key={item.slug} css={[card, hoverZoom]}>
                <div css={imageFrame('4 / 5')}>
                  <Picture image={item.image} sizes={grid.photoSizes(`(min-width: 1100px) min(28vw, 25rem), (min-width: 700px) 44vw, ${imageSizes.insideGutters}`)} />
                </div>
                <h2 css={name}>{item.name}</h2>
                <p css={summary}>{item.summary}</p>
                <Link href={item.href} css={[arrowLink, stretchedLink, link]}>
                  {block.actionLabel}
                  <span className="visually-hidden"> about {item.name}</span>
                  <ArrowRight size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
`;

const name = css`
  margin-top: 0.6rem;
  font-size: ${fontSize.h3};
  color: ${color.navy};
  letter-spacing: 0.02em;
`;

const summary = css`
  color: ${color.inkSoft};
`;

const link = css`
  margin-top: auto;
  align-self: flex-start;
`;
