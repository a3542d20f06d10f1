import { css } from '@emotion/react';
import type { HeadingProps } from './block.ts';
import { color } from '../../ui/theme.ts';
import { subheading } from '../../ui/typeScale.ts';

/** A section heading in an article's text. */
export function Heading({ block }: HeadingProps) {
  return <h2 css={heading}>{block.text}</h2>;
}

// Important: the body's spacing between its blocks (Article.tsx) would otherwise win over a heading's wider gap.
const heading = css`
  ${subheading};
  color: ${color.navy};
  margin-top: 2em !important;
`;
