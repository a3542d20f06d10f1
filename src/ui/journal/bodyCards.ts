import { css } from '@emotion/react';
import { imageSizes } from '../media/imageSizes.ts';
import { fontSize } from '../theme.ts';

/** The grid of an article's cards (homes, neighbourhoods, developments): two abreast where the column holds them. */
export const bodyCardGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.5rem;
  font-size: ${fontSize.body};
`;

/**
 * A card's drawn width: the reading column (42rem) holds two cards of at least 14rem side by side
 * once the screen is wide enough, one card alone fills it.
 */
export const bodyCardSizes = (count: number) =>
  count === 1
    ? `(min-width: 720px) 42rem, ${imageSizes.insideGutters}`
    : `(min-width: 720px) 20.25rem, (min-width: 520px) calc(50vw - 2.2rem), ${imageSizes.insideGutters}`;
