import { css } from '@emotion/react';
import { color, touchTarget } from './theme.ts';

/**
 * What every text field, select and number box on the site shares: a thin square-cornered
 * box, ink text in the page's own face, and at least a touch target's height. Its padding,
 * ground, type size and focus are the form's own (a compact filter bar, a calculator on white,
 * an enquiry on paper), so they stay with the caller.
 */
export const formControl = css`
  min-height: ${touchTarget};
  border: 1px solid ${color.line};
  border-radius: 2px;
  color: ${color.ink};
  font: inherit;
`;
