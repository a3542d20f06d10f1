import { css } from '@emotion/react';
import { LatestQuarter, QuarterlyChart } from '../../ui/marketChart/QuarterlyChart.tsx';
import { QUARTER_MEASURES, quarterLabel } from '../../ui/marketChart/quarters.ts';
import { mq } from '../../ui/theme.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { GuideBand } from './GuideBand.tsx';
import { Stat } from './Panel.tsx';
import { type SourceIndex, SourceNote } from './SourceNote.tsx';
import type { Guide } from './types.ts';

const { medianPrice, sales, daysOnMarket, saleToList } = QUARTER_MEASURES;

/** The neighbourhood's market over time: the latest quarter's figures, the median price as a chart, every figure in its table. */
export function Market({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const market = guide.market;
  if (!market?.length) return null;
  const latest = market.at(-1)!;
  return (
    <GuideBand id="market" ground={paperGround}>
      <div css={layout}>
        <div css={latestPanel}>
          <LatestQuarter quarters={market} />
          <dl css={latestStats}>
            <Stat term={medianPrice.label} value={medianPrice.format(latest.medianPrice)} />
            <Stat term={sales.label} value={sales.format(latest.sales)} />
            <Stat term={daysOnMarket.label} value={daysOnMarket.format(latest.daysOnMarket)} />
            <Stat term={saleToList.label} value={saleToList.format(latest.saleToList)} />
          </dl>
        </div>
        <QuarterlyChart id={`market-${guide.slug}`} name={guide.name} quarters={market} measure="medianPrice" />
      </div>
      <SourceNote
        figures={market.map((q) => ({ term: quarterLabel(q.quarter), source: q.source }))}
        sources={sources}
      />
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
