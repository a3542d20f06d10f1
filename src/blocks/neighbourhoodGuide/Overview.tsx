import { css } from '@emotion/react';
import { formatCad, formatDecimal, formatNumber } from '../../ui/format.ts';
import { color } from '../../ui/theme.ts';
import { container, renderWhenNear, section } from '../../ui/styles.ts';
import { bandHeading } from './guideStyles.ts';
import { Stat } from './Panel.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { type SourceIndex, SourceNote } from './SourceNote.tsx';
import { titleOf } from './sections.ts';
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
    <section id="overview" css={[section, overviewBand, overviewWhenNear]} aria-labelledby="overview-heading">
      <div css={container}>
        <h2 id="overview-heading" css={bandHeading}>
          {titleOf('overview')}
        </h2>
        <div css={overviewGrid.frame}>
          <dl css={overviewGrid.list}>
            {figures.map((f) => (
              <Stat key={f.term} tone="dark" term={f.term} value={f.value} />
            ))}
          </dl>
        </div>
        <SourceNote figures={figures} sources={sources} tone="dark" />
      </div>
    </section>
  );
}

/*
 * Below the introduction a guide runs to about 5,000 px on a phone. Its bands are laid out only
 * as they near the screen (renderWhenNear); the estimates are their content heights, padding
 * excluded, in the sample guides at 360-959 px and from 960 px. Schools and places vary with
 * their lists (on phones 643-1061 and 826-1036 px).
 */
const overviewWhenNear = renderWhenNear({ phone: '30rem', wide: '14rem' });

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
