import { css } from '@emotion/react';
import { mq } from './theme.ts';

/**
 * A page's reading column beside a side panel that stays in view (a listing's details, a
 * development's overview): stacked on phones; from the tablet width up, the main column takes
 * what the panel (`aside`, a grid track size) leaves, and both start at the top, so the panel can
 * stick (styles.ts, stickyBelowHeader).
 */
export const besideAside = (aside: string, gap: string) => css`
  display: grid;
  gap: 3rem;
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) ${aside};
    gap: ${gap};
    align-items: start;
  }
`;

/**
 * The main column of that layout: its parts evenly spaced, no wider than a comfortable line
 * (`maxWidth`) on the widest screens, and free to shrink (min-width: 0) so that a long word or a
 * wide table does not widen the grid.
 */
export const mainColumn = (maxWidth: string) => css`
  display: grid;
  gap: clamp(2.5rem, 2rem + 2vw, 4rem);
  min-width: 0;
  max-width: ${maxWidth};
`;
