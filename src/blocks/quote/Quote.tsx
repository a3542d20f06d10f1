import { css } from '@emotion/react';
import type { QuoteProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';

/** A pull quote in an article, with who said it under it. */
export function Quote({ block }: QuoteProps) {
  return (
    <figure css={quote}>
      <blockquote>
        <p>{block.text}</p>
      </blockquote>
      {block.attribution && <figcaption>{block.attribution}</figcaption>}
    </figure>
  );
}

const quote = css`
  border-left: 3px solid ${color.green};
  padding: 0.25rem 0 0.25rem 1.5rem;
  & blockquote {
    font-size: ${fontSize.h4};
    color: ${color.navy};
    font-style: italic;
    line-height: 1.5;
  }
  & figcaption {
    margin-top: 0.5rem;
    color: ${color.inkSoft};
    font-size: ${fontSize.small};
  }
`;
