import type { ChartPoint, Measure } from './types.ts';

/**
 * The chart's trend in words, for its accessible description: where the series starts and ends,
 * by how much it changed, and its high and low.
 */
export function describeTrend(points: ChartPoint[], measure: Measure): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  const f = measure.format;
  if (points.length === 1) return `${measure.label}: ${f(last.value)} in ${last.label}.`;
  const change = ((last.value - first.value) / first.value) * 100;
  const direction =
    Math.abs(change) < 0.5
      ? 'held steady'
      : change > 0
        ? `rose ${Math.abs(change).toFixed(1)}%`
        : `fell ${Math.abs(change).toFixed(1)}%`;
  const high = points.reduce((a, b) => (b.value > a.value ? b : a));
  const low = points.reduce((a, b) => (b.value < a.value ? b : a));
  return (
    `${measure.label} ${direction}, from ${f(first.value)} in ${first.label} to ${f(last.value)} in ${last.label}. ` +
    `Highest: ${f(high.value)} in ${high.label}; lowest: ${f(low.value)} in ${low.label}.`
  );
}
