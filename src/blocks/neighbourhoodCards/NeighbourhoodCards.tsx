import { css } from '@emotion/react';
import type { BlockProps } from '../blockProps.ts';
import { CardArrowLink, columnCard, PhotoCardGrid, type PhotoCardLayout, type PhotoCardPhoto } from '../../ui/media/PhotoCardGrid.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { container, ground, section } from '../../ui/styles.ts';

const layout: PhotoCardLayout = { min: '19rem', rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)', columnGap: 'clamp(1.5rem, 1rem + 1.5vw, 2.5rem)' };
const photo: PhotoCardPhoto<BlockProps<'neighbourhoodCards'>['block']['items'][number]> = {
  ratio: '4 / 5',
  columnSizes: `(min-width: 1100px) min(28vw, 25rem), (min-width: 700px) 44vw, ${imageSizes.insideGutters}`,
  of: (item) => item.image,
};

/** A card for every neighbourhood guide. */
export function NeighbourhoodCards({ block }: BlockProps<'neighbourhoodCards'>) {
  return (
    <section css={[section, ground.ivory]} aria-label="Neighbourhoods">
      <div css={container}>
        <PhotoCardGrid items={block.items} layout={layout} photo={photo} card={card}>
          {(item) => (
            <>
              <h2 css={name}>{item.name}</h2>
              <p css={summary}>{item.summary}</p>
              <CardArrowLink href={item.href} label={block.actionLabel} context={<> about {item.name}</>} place={link} />
            </>
          )}
        </PhotoCardGrid>
      </div>
    </section>
  );
}

const card = columnCard('0.9rem');

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
