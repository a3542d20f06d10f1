import { css } from '@emotion/react';
import { formatCad, formatDecimal, formatNumber } from '../../ui/format.ts';
import { color } from '../../ui/theme.ts';
import { container, renderWhenNear, section } from '../../ui/styles.ts';
import { bandHeading } from './guideStyles.ts';
import { Stat } from './Panel.tsx';
import { type SourceIndex, SourceMark } from './SourceMark.tsx';
import { titleOf } from './sections.ts';
import type { Guide } from './types.ts';

export function Overview({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const o = guide.overview;
  return (
    <section id="overview" css={[section, overviewBand, overviewWhenNear]} aria-labelledby="overview-heading">
      <div css={container}>
        <h2 id="overview-heading" css={bandHeading}>
          {titleOf('overview')}
        </h2>
        <dl css={overviewGrid}>
          <Stat tone="dark" term="Population" value={formatNumber(o.population.value)} mark={<SourceMark sourceKey={o.population.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="Median age" value={formatDecimal(o.medianAge.value)} mark={<SourceMark sourceKey={o.medianAge.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="People per km²" value={formatNumber(o.density.value)} mark={<SourceMark sourceKey={o.density.source} sources={sources} tone="dark" />} />
          <Stat tone="dark" term="Average household income" value={formatCad(o.averageIncome.value)} mark={<SourceMark sourceKey={o.averageIncome.source} sources={sources} tone="dark" />} />
        </dl>
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

const overviewGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 2rem;
`;
