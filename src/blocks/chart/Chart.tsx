import type { ChartProps } from './block.ts';
import { QuarterlyChart } from '../../ui/marketChart/QuarterlyChart.tsx';

/** A neighbourhood's quarterly figures in an article: one drawn as a line, all of them in a table. */
export function Chart({ block }: ChartProps) {
  return (
    <QuarterlyChart
      id={block.id}
      name={block.name}
      quarters={block.quarters}
      measure={block.measure}
      caption={block.caption}
      credit={block.credit}
    />
  );
}
