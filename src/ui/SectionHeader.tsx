import { css } from '@emotion/react';
import { color } from './theme.ts';
import { label, rule } from './styles.ts';
import { sectionHeader, sectionTitle } from './staticStyles.ts';

interface SectionHeaderProps {
  id: string;
  title: string;
  /** A small label above the title. */
  eyebrow?: string;
  /** A short line below the title. */
  intro?: string;
  tone?: 'light' | 'dark';
  /** Centred over a band (the default), or at the start of the column: a listing's sections, which sit in its columns. */
  align?: 'centre' | 'start';
}

/** A section's title (the type scale's section heading, typeScale.ts) with a fine accent rule beneath. */
export function SectionHeader({ id, title, eyebrow, intro, tone = 'light', align = 'centre' }: SectionHeaderProps) {
  return (
    <header css={[sectionHeader, align === 'start' && startAligned]}>
      {eyebrow && <p css={[label, tone === 'dark' ? eyebrowDark : eyebrowLight]}>{eyebrow}</p>}
      <h2 id={id} css={[sectionTitle, tone === 'dark' ? titleDark : titleLight]}>
        {title}
      </h2>
      <span css={[rule, tone === 'dark' && ruleDark]} aria-hidden="true" />
      {intro && <p css={[introText, tone === 'dark' && introDark]}>{intro}</p>}
    </header>
  );
}

const startAligned = css`
  justify-items: start;
  text-align: start;
`;
const eyebrowLight = css`
  color: ${color.green};
`;
const eyebrowDark = css`
  color: ${color.greenOnDark};
`;
const titleLight = css`
  color: ${color.navy};
`;
const titleDark = css`
  color: ${color.white};
`;
const ruleDark = css`
  background: ${color.greenOnDark};
`;
const introText = css`
  max-width: 60ch;
  color: ${color.inkSoft};
`;
const introDark = css`
  color: ${color.onDarkSoft};
`;
