import { css } from '@emotion/react';
import { touchTarget } from '../theme.ts';

/**
 * The round 52 px icon button of the stage's arrows and the full-screen viewer's controls,
 * each adding its own ground, colour and place.
 */
export const roundButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  min-width: ${touchTarget};
  padding: 0;
  border: 0;
  border-radius: 50%;
  transition: background-color 320ms;
`;
