import { css } from '@emotion/react';
import { rule } from './styles.ts';
import { color, font, fontSize } from './theme.ts';

/**
 * The centred head of a page that opens with a form (/contact, /sell): its title in capitals, a
 * short rule and a subtitle.
 */
export function FormPageHeader({ heading, subtitle }: { heading: string; subtitle: string }) {
  return (
    <header css={head}>
      <h1 css={title}>{heading}</h1>
      <span css={rule} aria-hidden="true" />
      <p css={subtitleStyle}>{subtitle}</p>
    </header>
  );
}

const head = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  text-align: center;
  margin-bottom: clamp(2.5rem, 2rem + 3vw, 4.5rem);
`;

const title = css`
  font-family: ${font.display};
  font-size: ${fontSize.h1};
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${color.navy};
`;

const subtitleStyle = css`
  max-width: 52ch;
  font-size: ${fontSize.lead};
  color: ${color.inkSoft};
`;
