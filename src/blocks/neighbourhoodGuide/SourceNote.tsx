import { css } from '@emotion/react';
import { color } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import type { Guide, Source } from './types.ts';

const ILLUSTRATIVE_LABEL = 'Illustrative';

export const sourceAnchor = (key: string) => `source-${key}`;

/** The guide's sources, numbered in the order the page first cites them. */
export interface SourceIndex {
  number(key: string): number;
  source(key: string): Source;
  ordered: { key: string; number: number; source: Source }[];
}

export function indexSources(guide: Guide): SourceIndex {
  const cited = [
    guide.overview.population.source,
    guide.overview.medianAge.source,
    guide.overview.density.source,
    guide.overview.averageIncome.source,
    ...(guide.market ?? []).map((q) => q.source),
    guide.ageGroups.source,
    guide.education.source,
    guide.households.total.source,
    guide.households.averageSize.source,
    guide.households.withChildrenPercent.source,
    guide.maritalStatus.source,
    guide.employment.source,
    guide.scores.walk.source,
    guide.scores.bike.source,
    guide.scores.transit.source,
    guide.schools.source,
  ];
  const keys = [...new Set(cited)];
  const source = (key: string): Source => guide.sources[key] ?? { kind: 'other', label: key };
  return {
    number: (key) => keys.indexOf(key) + 1,
    source,
    ordered: keys.map((key, i) => ({ key, number: i + 1, source: source(key) })),
  };
}

/** A figure a section shows, by the name the page gives it, and the key of its source. */
interface CitedFigure {
  term: string;
  source: string;
}

interface SourceNoteProps {
  /** The section's figures in page order; a chart is one figure. */
  figures: CitedFigure[];
  sources: SourceIndex;
  /** On a dark band. */
  tone?: 'light' | 'dark';
}

/** The section's figures grouped by source, in the order the section first shows each source. */
function groupBySource(figures: CitedFigure[]): { source: string; terms: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const f of figures) groups.set(f.source, [...(groups.get(f.source) ?? []), f.term]);
  return [...groups].map(([source, terms]) => ({ source, terms }));
}

/**
 * One note under a section, not a tag on every figure: where its figures come from, each source
 * linked to its numbered entry in "Sources and notes". Sample figures are marked Illustrative, so
 * the page still tells them from published ones; when a section mixes sources, each credit names
 * the figures it covers.
 */
export function SourceNote({ figures, sources, tone = 'light' }: SourceNoteProps) {
  const groups = groupBySource(figures);
  const mixed = groups.length > 1;
  return (
    <p css={[note, tone === 'dark' && noteDark]}>
      {groups.map(({ source: key, terms }) => {
        const source = sources.source(key);
        const n = sources.number(key);
        const illustrative = source.kind === 'illustrative';
        return (
          <span key={key} css={credit}>
            {illustrative && <span css={[label, tag, tone === 'dark' && tagDark]}>{ILLUSTRATIVE_LABEL}</span>}
            <span css={creditText}>
              {mixed ? `${terms.join(', ')}: ${source.label}` : illustrative ? source.label : `Source: ${source.label}`}
            </span>
            <a href={`#${sourceAnchor(key)}`} css={[noteRef, tone === 'dark' && noteRefDark]}>
              <span aria-hidden="true">{n}</span>
              <span className="visually-hidden">{`(note ${n})`}</span>
            </a>
          </span>
        );
      })}
    </p>
  );
}

const note = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  margin-top: 1.25rem;
  font-size: 0.8125rem;
  color: ${color.inkMuted};
`;

const noteDark = css`
  color: ${color.onDarkSoft};
`;

const credit = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
`;

const creditText = css`
  font-style: italic;
`;

const tag = css`
  display: inline-block;
  padding: 0.2rem 0.5rem;
  border: 1px solid ${color.line};
  font-size: 0.625rem;
  letter-spacing: 0.16em;
  font-style: normal;
  color: ${color.inkMuted};
  background: ${color.paper};
`;

const tagDark = css`
  border-color: ${color.lineOnDark};
  color: ${color.onDarkSoft};
  background: transparent;
`;

/** A footnote reference, large enough to tap (24 px). */
const noteRef = css`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 0.3rem;
  border-radius: 12px;
  font-size: 0.6875rem;
  font-weight: 600;
  font-style: normal;
  line-height: 1;
  color: ${color.green};
  text-decoration: none;
  background: rgba(47, 111, 94, 0.08);
  &:hover {
    background: rgba(47, 111, 94, 0.16);
  }
`;

const noteRefDark = css`
  color: ${color.white};
  background: rgba(255, 255, 255, 0.16);
  &:hover {
    background: rgba(255, 255, 255, 0.26);
  }
`;
