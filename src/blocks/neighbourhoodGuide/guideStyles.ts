import { css } from '@emotion/react';
import { color, fontSize } from '../../ui/theme.ts';

/* The bands the guide's sections sit in, shared by several of them. */

export const band = css`
  background: ${color.ivory};
`;

export const plainBand = css`
  background: ${color.paper};
`;

export const bandHeading = css`
  font-size: ${fontSize.h2};
  color: ${color.navy};
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
`;
