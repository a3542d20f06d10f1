import { css } from '@emotion/react';
import { navyPanel } from './navyPanel.ts';
import { font, fontSize } from './theme.ts';

/*
 * The side panels beside the contact and valuation forms: the navy panel (the contact details on
 * /contact, what the owner receives on /sell) and the panels' headings. Their lists' ticks are
 * PointTick.tsx.
 */

export const navySidePanel = css`
  ${navyPanel};
  gap: 1.25rem;
  padding: clamp(1.75rem, 1.25rem + 2vw, 2.75rem);
`;

export const sidePanelHeading = css`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 400;
  line-height: 1.2;
`;
