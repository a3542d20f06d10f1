import { defineBlock } from '../../model/defineBlock.ts';
import { entryAnchor } from '../../model/entries.ts';
import { resolveSalesGrid } from './resolve.ts';
import { SalesGridBlock } from './schema.ts';

export const salesGridBlock = defineBlock({
  schema: SalesGridBlock,
  resolve: resolveSalesGrid,
  anchors: (b) => b.items.map((item) => entryAnchor('sales', item.slug)),
});
