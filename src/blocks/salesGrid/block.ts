import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { entryAnchor } from '../../model/entries.ts';
import { SALES_PER_PAGE, resolveSalesGrid, salesOfGroup } from './resolve.ts';
import { SalesGridBlock } from './schema.ts';

export const salesGridBlock = defineBlock({
  schema: SalesGridBlock,
  places: ['pageBody'],
  resolve: resolveSalesGrid,
  resultPages: (b, ctx) => Math.max(1, Math.ceil(salesOfGroup(b.group, ctx).length / SALES_PER_PAGE)),
  anchors: (b) => b.items.map((item) => entryAnchor('sales', item.slug)),
});

/** What the salesGrid block's component takes; imported type-only, so the component reaches no other block. */
export type SalesGridProps = PropsOf<typeof salesGridBlock>;
