import { css } from '@emotion/react';
import { fontSize, touchTarget } from './theme.ts';

/**
 * A button that reads as an underlined word or two ("Share this home", "Remove"): no box, no
 * ground, the touch target kept. Each use adds its colour. In the browser only the enquiry's
 * context draws with it (the share button is static), so it travels in that file alone.
 */
export const textButton = css`
  min-height: ${touchTarget};
  padding: 0 0.75rem;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${fontSize.small};
  text-decoration: underline;
  cursor: pointer;
`;
