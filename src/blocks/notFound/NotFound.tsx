import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { NotFoundProps } from './block.ts';
import { color, font, fontSize, gutter } from '../../ui/theme.ts';
import { rule } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';

/** The body of the 404 page. */
export function NotFound({ block }: NotFoundProps) {
  return (
    <section css={root}>
      <p css={code} aria-hidden="true">
        {block.code}
      </p>
      <h1 css={heading}>
        <span className="visually-hidden">{block.code}: </span>
        {block.heading}
      </h1>
      <span css={rule} aria-hidden="true" />
      <Link href={block.action.href} css={button.primary}>
        {block.action.label}
      </Link>
    </section>
  );
}

const root = css`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 1.5rem;
  min-height: 80vh;
  min-height: 80svh;
  padding: 4rem ${gutter} 6rem;
  text-align: center;
  background: ${color.ivory};
`;

const code = css`
  font-family: ${font.display};
  font-size: clamp(6rem, 3rem + 14vw, 14rem);
  font-weight: 300;
  line-height: 0.9;
  letter-spacing: 0.04em;
  color: ${color.navy};
`;

const heading = css`
  font-size: ${fontSize.h2};
  color: ${color.navy};
`;
