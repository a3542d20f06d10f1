import { css } from '@emotion/react';
import { label } from '../styles.ts';
import { color } from '../theme.ts';
import { MarketChart } from './MarketChart.tsx';
import { type MarketQuarter, QUARTER_MEASURES, type QuarterMeasure, quarterLabel } from './quarters.ts';

interface QuarterlyChartProps {
  /** Unique on the page (see MarketChart). */
  id: string;
  /** The neighbourhood's name, for the caption. */
  name: string;
  /** The quarters drawn, oldest first; at least one. */
  quarters: readonly MarketQuarter[];
  /** The figure drawn; every figure is in the table. */
  measure: QuarterMeasure;
  /** Under the chart; "<measure> in <name> each quarter, <first> to <last>." if left out. */
  caption?: string;
  /** Where the figures come from, after the caption (see creditOf); a guide credits them in its own notes. */
  credit?: string;
}

/** A neighbourhood's quarterly market figures: one of them as a line, all of them in the table. */
export function QuarterlyChart({ id, name, quarters, measure, caption, credit }: QuarterlyChartProps) {
  const drawn = QUARTER_MEASURES[measure];
  const others = (Object.keys(QUARTER_MEASURES) as QuarterMeasure[]).filter((m) => m !== measure);
  const span = `${quarterLabel(quarters[0]!.quarter)} to ${quarterLabel(quarters.at(-1)!.quarter)}`;
  return (
    <MarketChart
      id={id}
      measure={drawn}
      periodLabel="Quarter"
      points={quarters.map((q) => ({
        label: quarterLabel(q.quarter),
        axisLabel: q.quarter.endsWith('Q1') ? q.quarter.slice(0, 4) : undefined,
        value: q[measure],
      }))}
      columns={others.map((m) => ({ measure: QUARTER_MEASURES[m], values: quarters.map((q) => q[m]) }))}
      caption={[caption ?? `${drawn.label} in ${name} each quarter, ${span}.`, credit].filter(Boolean).join(' ')}
    />
  );
}

/** "Latest quarter: Q3 2026", above a neighbourhood's latest figures or its chart. */
export function LatestQuarter({ quarters }: { quarters: readonly MarketQuarter[] }) {
  return <p css={[label, latest]}>Latest quarter: {quarterLabel(quarters.at(-1)!.quarter)}</p>;
}

const latest = css`
  color: ${color.green};
`;
