import { css } from '@emotion/react';
import { fontSize, letterSpacing } from './theme.ts';

/**
 * A form's field name in small capitals ("EMAIL", "TIME OF DAY"), a little tighter than the
 * eyebrow label of styles.ts, and in the face of the text around it.
 */
export const capitalsLabel = css`
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.caps};
  text-transform: uppercase;
`;
