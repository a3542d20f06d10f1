import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveBuyingCosts } from './resolve.ts';
import { BuyingCostsBlock } from './schema.ts';

export const buyingCostsBlock = defineBlock({
  schema: BuyingCostsBlock,
  places: ['site'],
  interactive: true,
  resolve: resolveBuyingCosts,
  example: (first) => ({ listing: first('listings') }),
});

/** What the buyingCosts block's component takes; imported type-only, so the component reaches no other block. */
export type BuyingCostsProps = PropsOf<typeof buyingCostsBlock>;
