import { css } from '@emotion/react';
import { color, fontSize, touchTarget } from '../../ui/theme.ts';

/** The inquiry panel's quieter actions on its navy ground (the showing request, the share button): underlined words, centred, the touch target kept. */
export const panelTextAction = css`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  color: ${color.white};
  font-size: ${fontSize.small};
  letter-spacing: 0.04em;
  text-decoration: underline;
  text-underline-offset: 0.25em;
`;
