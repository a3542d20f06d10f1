import { css } from '@emotion/react';
import { formatCad, formatDecimal, formatNumber } from '../../ui/format.ts';
import { color } from '../../ui/theme.ts';
import { GuideBand } from './GuideBand.tsx';
import { Stat } from './Panel.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { type SourceIndex, SourceNote } from './SourceNote.tsx';
import type { Guide } from './types.ts';

export function Overview({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const o = guide.overview;
  const figures = [
    { term: 'Population', value: formatNumber(o.population.value), source: o.population.source },
    { term: 'Median age', value: formatDecimal(o.medianAge.value), source: o.medianAge.source },
    { term: 'People per km²', value: formatNumber(o.density.value), source: o.density.source },
    { term: 'Average household income', value: formatCad(o.averageIncome.value), source: o.averageIncome.source },
  ];
  return (
    <GuideBand id="overview" ground={overviewBand}>
      <div css={overviewGrid.frame}>
        <dl css={overviewGrid.list}>
          {figures.map((f) => (
            <Stat key={f.term} tone="dark" term={f.term} value={f.value} />
          ))}
        </dl>
      </div>
      <SourceNote figures={figures} sources={sources} tone="dark" />
    </GuideBand>
  );
}

const overviewBand = css`
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  & h2 {
    color: ${color.white};
  }
`;

/** Four figures: one, two or four across, never three and one. */
const overviewGrid = balancedGrid({ count: 4, min: '13rem', prefer: 'fewer', columnGap: '2rem' });
