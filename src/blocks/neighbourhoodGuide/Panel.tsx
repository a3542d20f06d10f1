import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, font } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { type SectionId, titleOf } from './sections.ts';
import { subheading } from '../../ui/typeScale.ts';

export function Panel({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} css={panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} css={panelHeading}>
        {titleOf(id)}
      </h2>
      {children}
    </section>
  );
}

/** A figure and its name; its source is credited once for the section (SourceNote). */
export function Stat({ term, value, tone = 'light' }: { term: string; value: string; tone?: 'light' | 'dark' }) {
  return (
    <div css={[stat, tone === 'dark' && statDark]}>
      <dt css={[label, statTerm]}>{term}</dt>
      <dd css={statValue}>{value}</dd>
    </div>
  );
}

const panel = css`
  display: grid;
  align-content: start;
  gap: 1.5rem;
  min-width: 0;
  padding: clamp(1.5rem, 1.2rem + 1.5vw, 2.5rem);
  background: ${color.paper};
  border: 1px solid ${color.lineSoft};
`;

const panelHeading = css`
  ${subheading};
  color: ${color.navy};
`;

/* The name takes what height the row leaves and the figure sits at the foot: a name that wraps to
   two lines beside one-line names no longer pushes its figure below theirs. */
const stat = css`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: 0.6rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${color.line};
`;

const statDark = css`
  border-top-color: ${color.lineOnDark};
  & dt {
    color: ${color.greenOnDark};
  }
  & dd {
    color: ${color.white};
  }
`;

const statTerm = css`
  color: ${color.inkMuted};
`;

const statValue = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  font-family: ${font.display};
  font-size: clamp(2rem, 1.6rem + 1.6vw, 3rem);
  line-height: 1.1;
  color: ${color.navy};
  font-variant-numeric: lining-nums tabular-nums;
`;
