import { css } from '@emotion/react';
import { color } from '../../ui/theme.ts';

/* The bands the guide's sections sit in, shared by several of them. */

export const band = css`
  background: ${color.ivory};
`;

export const plainBand = css`
  background: ${color.paper};
`;
