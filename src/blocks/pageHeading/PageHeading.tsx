import { css } from '@emotion/react';
import type { PageHeadingProps } from './block.ts';
import { color, gutter } from '../../ui/theme.ts';
import { label, rule } from '../../ui/styles.ts';
import { headingCapitals, pageTitle } from '../../ui/typeScale.ts';

/** A plain page title for pages that open on text rather than a photograph. */
export function PageHeading({ block }: PageHeadingProps) {
  return (
    <header css={root}>
      <h1 css={heading}>{block.heading}</h1>
      <span css={rule} aria-hidden="true" />
      {block.subheading && <p css={[label, sub]}>{block.subheading}</p>}
    </header>
  );
}

const root = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  padding: clamp(3rem, 2rem + 4vw, 6rem) ${gutter} clamp(2.5rem, 2rem + 2vw, 4rem);
  text-align: center;
  background: ${color.ivory};
`;

const heading = css`
  ${pageTitle};
  ${headingCapitals};
  color: ${color.navy};
  max-width: 24ch;
`;

const sub = css`
  color: ${color.green};
`;
