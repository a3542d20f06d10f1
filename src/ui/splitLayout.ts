import { css } from '@emotion/react';
import { mq } from './theme.ts';

/**
 * A photo beside its text (Intro, FeaturedMember): stacked on phones, two columns from the
 * tablet width up, the text centred on the photo's height. Each block weighs the columns its own
 * way, so the proportions are the caller's.
 */
export const photoBesideText = (columns: string) => css`
  display: grid;
  gap: clamp(2.5rem, 2rem + 3vw, 6rem);
  align-items: center;
  ${mq.md} {
    grid-template-columns: ${columns};
  }
`;
