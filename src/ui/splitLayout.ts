import { css } from '@emotion/react';
import { mq } from './theme.ts';

/**
 * A photo beside its text (Intro, FeaturedMember, a team member's profile): stacked on phones,
 * two columns from the tablet width up. Each block weighs the columns its own way, and aligns
 * them: centred on each other, or both from the top where the photo sticks while the text scrolls.
 */
export const photoBesideText = (columns: string, align: 'center' | 'start' = 'center') => css`
  display: grid;
  gap: clamp(2.5rem, 2rem + 3vw, 6rem);
  align-items: ${align};
  ${mq.md} {
    grid-template-columns: ${columns};
  }
`;
