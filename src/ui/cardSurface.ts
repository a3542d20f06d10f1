import { css } from '@emotion/react';
import { color, fontSize } from './theme.ts';

/**
 * A card's parts stacked top to bottom, with the card as the box its stretched link
 * (styles.ts, stretchedLink) covers.
 */
export const cardColumn = css`
  position: relative;
  display: flex;
  flex-direction: column;
`;

/**
 * A card that stands on the page as a white surface with a hairline edge. The edge is a box
 * shadow rather than a border so that it takes no room: the photo inside runs to the card's edge.
 */
export const cardSurface = css`
  ${cardColumn};
  background: ${color.white};
  box-shadow: 0 0 0 1px ${color.lineSoft};
`;

/** A card's title in the text face: a sold home's address, a school's name. */
export const cardTitle = css`
  font-size: ${fontSize.h4};
  color: ${color.navy};
  line-height: 1.25;
`;
