import { css } from '@emotion/react';
import { color, fontSize } from './theme.ts';

/** Small, muted text beside what it qualifies: a sale's full address under its street, a field's hint. */
export const smallPrint = css`
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;
