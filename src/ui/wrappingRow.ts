import { css } from '@emotion/react';

/** A list laid out as a row that wraps (social links, say), without the list's own margin; its gap is the caller's. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
`;
