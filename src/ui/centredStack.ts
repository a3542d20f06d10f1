import { css } from '@emotion/react';

/**
 * Short lines stacked and centred on one axis (a call to action, an award): each child as wide
 * as its own content, so a button or rule among them does not stretch to the column's width.
 */
export const centredStack = (gap: string) => css`
  display: grid;
  justify-items: center;
  gap: ${gap};
  text-align: center;
`;
