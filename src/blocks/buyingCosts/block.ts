import { defineBlock } from '../../model/defineBlock.ts';
import { resolveBuyingCosts } from './resolve.ts';
import { BuyingCostsBlock } from './schema.ts';

export const buyingCostsBlock = defineBlock({
  schema: BuyingCostsBlock,
  interactive: true,
  resolve: resolveBuyingCosts,
  references: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  example: (first) => ({ listing: first('listings') }),
});
