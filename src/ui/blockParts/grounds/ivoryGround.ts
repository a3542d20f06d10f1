import { css } from '@emotion/react';
import { color } from '../../theme.ts';

/** The ivory ground a band of the page sits on (a module a ground, so a block's file holds only its own). */
export const ivoryGround = css`
  background: ${color.ivory};
`;
