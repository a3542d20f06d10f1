import { css } from '@emotion/react';
import { color } from './theme.ts';

/**
 * A navy panel of white text (the contact page's details, a listing's enquiry panel), whose focus
 * ring turns white to show on the navy. Its gap, padding and shadow are the caller's.
 */
export const navyPanel = css`
  display: grid;
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
`;
