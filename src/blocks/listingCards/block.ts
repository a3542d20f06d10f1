import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { listingCardsOf, saleCardOf } from '../../model/listingCard.ts';
import { ListingCardsBlock } from './schema.ts';

export const listingCardsBlock = defineBlock({
  schema: ListingCardsBlock,
  places: ['articleBody'],
  /**
   * A listing links to its page; a listing sold since the article named it (the home is a sale
   * now, under the same slug: the check lets the reference stand) is a sold card.
   */
  resolve: (b, ctx) => ({
    type: b.type,
    homes: b.slugs.map((slug) => {
      const listing = ctx.all('listings').find((l) => l.slug === slug);
      return listing ? listingCardsOf([listing], ctx)[0]! : saleCardOf(ctx.one('sales', slug), ctx);
    }),
  }),
});

/** What the listingCards block's component takes; imported type-only, so the component reaches no other block. */
export type ListingCardsProps = PropsOf<typeof listingCardsBlock>;
