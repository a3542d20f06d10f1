import { css } from '@emotion/react';

/**
 * Children one under another with the same space between each: a grid's gap rather than
 * margins, so the space never collapses into or leaks out of the parent.
 */
export const stack = (gap: string) => css`
  display: grid;
  gap: ${gap};
`;
