import { css } from '@emotion/react';
import { color, fontSize, mq } from '../ui/theme.ts';

/* The valuation form's own look; the rest is the contact form's (contactFormStyles.ts). */

/** Two short fields side by side from the tablet width up, one above the other on a phone. */
export const pair = css`
  display: grid;
  gap: 1.25rem;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const newsletterRow = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  align-items: center;
  & > input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${color.green};
  }
`;

export const consentStyle = css`
  grid-column: 2;
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;
