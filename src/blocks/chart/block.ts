import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { creditOf, quartersBetween } from '../../ui/marketChart/quarters.ts';
import { ChartBlock } from './schema.ts';

export const chartBlock = defineBlock({
  schema: ChartBlock,
  places: ['articleBody'],
  resolve: (b, ctx) => {
    // The check refuses a chart of a neighbourhood without figures, or a range holding none of them.
    const n = ctx.one('neighbourhoods', b.neighbourhood);
    const quarters = quartersBetween(n.market ?? [], b.from, b.to);
    // Its place in the body names it: two charts of one article never share an id.
    return { ...b, id: `chart-${ctx.index ?? 0}`, name: n.name, quarters, credit: creditOf(quarters, n.sources) };
  },
});

/** What the chart block's component takes; imported type-only, so the component reaches no other block. */
export type ChartProps = PropsOf<typeof chartBlock>;
