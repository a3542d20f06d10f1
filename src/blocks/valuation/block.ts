import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveValuation } from './resolve.ts';
import { ValuationBlock } from './schema.ts';

export const valuationBlock = defineBlock({
  schema: ValuationBlock,
  places: ['pageBody'],
  interactive: true,
  resolve: resolveValuation,
});

/** What the valuation block's component takes; imported type-only, so the component reaches no other block. */
export type ValuationProps = PropsOf<typeof valuationBlock>;
