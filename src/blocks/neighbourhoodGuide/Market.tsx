import { css } from '@emotion/react';
import { formatCad, formatDecimal, formatNumber, formatPercent } from '../../ui/format.ts';
import { MarketChart, type Measure } from '../../ui/marketChart/MarketChart.tsx';
import { color, mq } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { GuideBand } from './GuideBand.tsx';
import { Stat } from './Panel.tsx';
import { type SourceIndex, SourceNote } from './SourceNote.tsx';
import type { Guide } from './types.ts';

type Quarter = NonNullable<Guide['market']>[number];

/** "2026-Q3" -> "Q3 2026", as the page writes a quarter. */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

const medianPrice: Measure = {
  label: 'Median sale price',
  format: formatCad,
  formatTick: (v) => `$${formatDecimal(v / 1_000_000, 2)}M`,
};
const sales: Measure = { label: 'Sales', format: formatNumber };
const daysOnMarket: Measure = { label: 'Average days on market', format: formatNumber };
const saleToList: Measure = { label: 'Sale-to-list ratio', format: formatPercent };

/** The neighbourhood's market over time: the latest quarter's figures, the median price as a chart, every figure in its table. */
export function Market({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const market = guide.market;
  if (!market?.length) return null;
  const latest = market.at(-1)!;
  const column = (measure: Measure, pick: (q: Quarter) => number) => ({ measure, values: market.map(pick) });
  return (
    <GuideBand id="market" ground={paperGround}>
      <div css={layout}>
        <div css={latestPanel}>
          <p css={[label, latestLabel]}>Latest quarter: {quarterLabel(latest.quarter)}</p>
          <dl css={latestStats}>
            <Stat term={medianPrice.label} value={medianPrice.format(latest.medianPrice)} />
            <Stat term={sales.label} value={sales.format(latest.sales)} />
            <Stat term={daysOnMarket.label} value={daysOnMarket.format(latest.daysOnMarket)} />
            <Stat term={saleToList.label} value={saleToList.format(latest.saleToList)} />
          </dl>
        </div>
        <MarketChart
          id={`market-${guide.slug}`}
          measure={medianPrice}
          periodLabel="Quarter"
          points={market.map((q) => ({ label: quarterLabel(q.quarter), axisLabel: q.quarter.endsWith('Q1') ? q.quarter.slice(0, 4) : undefined, value: q.medianPrice }))}
          columns={[column(sales, (q) => q.sales), column(daysOnMarket, (q) => q.daysOnMarket), column(saleToList, (q) => q.saleToList)]}
          caption={`Median sale price in ${guide.name} each quarter, ${quarterLabel(market[0]!.quarter)} to ${quarterLabel(latest.quarter)}.`}
        />
      </div>
      <SourceNote figures={market.map((q) => ({ term: quarterLabel(q.quarter), source: q.source }))} sources={sources} />
    </GuideBand>
  );
}

const layout = css`
  display: grid;
  gap: 2.5rem;
  ${mq.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: clamp(3rem, 6vw, 6rem);
    align-items: start;
  }
`;

const latestPanel = css`
  display: grid;
  gap: 1.25rem;
`;

const latestLabel = css`
  color: ${color.green};
`;

/** Two by two on a phone, one under the other beside the chart. */
const latestStats = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem 1.5rem;
  & dd {
    font-size: clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem);
  }
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
