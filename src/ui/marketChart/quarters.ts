import type { Neighbourhood } from '../../model/neighbourhood.ts';
import { formatCad, formatDecimal, formatNumber, formatPercent } from '../format.ts';
import type { Measure } from './types.ts';

/** One quarter's figures, as a neighbourhood's "market" lists them. */
export type MarketQuarter = NonNullable<Neighbourhood['market']>[number];

/** The figures a quarter carries, each a measure the chart can draw. */
export type QuarterMeasure = 'medianPrice' | 'sales' | 'daysOnMarket' | 'saleToList';

/** How each figure is named and written, in the order the table lists them. */
export const QUARTER_MEASURES: Record<QuarterMeasure, Measure> = {
  medianPrice: {
    label: 'Median sale price',
    format: formatCad,
    formatTick: (v) => `$${formatDecimal(v / 1_000_000, 2)}M`,
  },
  sales: { label: 'Sales', format: formatNumber },
  daysOnMarket: { label: 'Average days on market', format: formatNumber },
  saleToList: { label: 'Sale-to-list ratio', format: formatPercent },
};

/** "2026-Q3" -> "Q3 2026", as the page writes a quarter. */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** The quarters from `from` to `to` (either left open), oldest first; "YYYY-Qn" sorts as it reads. */
export const quartersBetween = (market: readonly MarketQuarter[], from?: string, to?: string) =>
  market.filter((q) => (!from || q.quarter >= from) && (!to || q.quarter <= to));

/**
 * Who the drawn figures come from, for a chart shown away from its guide's "Sources and notes":
 * "Illustrative: …" for sample figures, as the guide labels them, "Source: …" otherwise.
 */
export function creditOf(quarters: readonly MarketQuarter[], sources: Neighbourhood['sources']): string {
  const keys = [...new Set(quarters.map((q) => q.source))];
  return `${keys.map((key) => `${sources[key]?.kind === 'illustrative' ? 'Illustrative' : 'Source'}: ${sources[key]?.label ?? key}`).join('; ')}.`;
}
