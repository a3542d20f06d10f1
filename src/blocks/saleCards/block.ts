import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { saleCardOf } from '../../model/listingCard.ts';
import { SaleCardsBlock } from './schema.ts';

export const saleCardsBlock = defineBlock({
  schema: SaleCardsBlock,
  places: ['articleBody'],
  resolve: (b, ctx) => ({ type: b.type, homes: b.slugs.map((slug) => saleCardOf(ctx.one('sales', slug), ctx)) }),
});

/** What the saleCards block's component takes; imported type-only, so the component reaches no other block. */
export type SaleCardsProps = PropsOf<typeof saleCardsBlock>;
