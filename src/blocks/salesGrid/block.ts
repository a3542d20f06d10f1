import { defineBlock } from '../../model/defineBlock.ts';
import { resolveSalesGrid } from './resolve.ts';
import { SalesGridBlock } from './schema.ts';

export const salesGridBlock = defineBlock({
  schema: SalesGridBlock,
  resolve: resolveSalesGrid,
});
