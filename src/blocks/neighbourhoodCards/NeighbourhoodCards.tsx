import { css } from '@emotion/react';
import type { NeighbourhoodCardsProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color } from '../../ui/theme.ts';
import { CardLink } from '../../ui/CardLink.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { container, hoverZoom, imageFrame, section } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { cardColumn } from '../../ui/cardSurface.ts';
import { cardName } from '../../ui/staticStyles.ts';

/** A card for every neighbourhood guide. */
export function NeighbourhoodCards({ block }: NeighbourhoodCardsProps) {
  const grid = balancedGrid({
    count: block.items.length,
    min: '19rem',
    rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)',
    columnGap: 'clamp(1.5rem, 1rem + 1.5vw, 2.5rem)',
  });
  return (
    <section css={[section, ivoryGround]} aria-label="Neighbourhoods">
      <div css={container}>
        <div css={grid.frame}>
          <ul role="list" css={grid.list}>
            {block.items.map((item) => (
              <li key={item.slug} css={[card, hoverZoom]}>
                <div css={imageFrame('4 / 5')}>
                  <Picture
                    image={item.image}
                    sizes={grid.photoSizes(
                      `(min-width: 1100px) min(28vw, 25rem), (min-width: 700px) 44vw, ${imageSizes.insideGutters}`,
                    )}
                  />
                </div>
                <h2 css={name}>{item.name}</h2>
                <p css={summary}>{item.summary}</p>
                <CardLink href={item.href} label={block.actionLabel} context={<> about {item.name}</>} css={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const card = css`
  ${cardColumn};
  gap: 0.9rem;
`;

const name = css`
  ${cardName};
  margin-top: 0.6rem;
  letter-spacing: 0.02em;
`;

const summary = css`
  color: ${color.inkSoft};
`;

const link = css`
  margin-top: auto;
  align-self: flex-start;
`;
