import { css } from '@emotion/react';
import { gutter } from './theme.ts';

/**
 * The column of a page that opens without a hero (contact, legal documents, unsubscribing):
 * centred, never wider than `width` plus the side gutters, with room below the fixed header
 * above and before the footer below.
 */
export const pageColumn = (width: string) => css`
  width: 100%;
  max-width: calc(${width} + 2 * ${gutter});
  margin-inline: auto;
  padding: clamp(3rem, 2rem + 4vw, 6rem) ${gutter} clamp(4rem, 3rem + 4vw, 8rem);
`;
