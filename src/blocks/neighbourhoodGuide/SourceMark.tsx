import { css } from '@emotion/react';
import { color } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import type { Guide, Source } from './types.ts';

export const ILLUSTRATIVE_LABEL = 'Illustrative';

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

interface SourceMarkProps {
  sourceKey: string;
  sources: SourceIndex;
  /** "compact" beside a single figure; "line" as a caption under a chart. */
  variant?: 'compact' | 'line';
  /** On a dark band. */
  tone?: 'light' | 'dark';
}

/**
 * Every figure carries its own source: illustrative values are tagged as such one by one, and
 * each figure links to its numbered note, which credits the agency for census figures only.
 */
export function SourceMark({ sourceKey, sources, variant = 'compact', tone = 'light' }: SourceMarkProps) {
  const source = sources.source(sourceKey);
  const n = sources.number(sourceKey);
  const illustrative = source.kind === 'illustrative';
  const ref = (
    <a href={`#${sourceAnchor(sourceKey)}`} css={[noteRef, tone === 'dark' && noteRefDark]}>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{`Note ${n}: ${source.label}`}</span>
    </a>
  );
  if (variant === 'line') {
    return (
      <p css={line}>
        {illustrative ? <span css={[label, tag]}>{ILLUSTRATIVE_LABEL}</span> : <span css={lineText}>Source: {source.label}</span>}
        {ref}
      </p>
    );
  }
  return (
    <span css={compact}>
      {illustrative && <span css={[label, tag, tone === 'dark' && tagDark]}>{ILLUSTRATIVE_LABEL}</span>}
      {ref}
    </span>
  );
}

const compact = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
`;

const line = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  margin-top: 1.25rem;
  font-size: 0.8125rem;
  color: ${color.inkMuted};
`;

const lineText = css`
  font-style: italic;
`;

const tag = css`
  display: inline-block;
  padding: 0.2rem 0.5rem;
  border: 1px solid ${color.line};
  font-size: 0.625rem;
  letter-spacing: 0.16em;
  color: ${color.inkMuted};
  background: ${color.paper};
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

const tagDark = css`
  border-color: ${color.lineOnDark};
  color: ${color.onDarkSoft};
  background: transparent;
`;
