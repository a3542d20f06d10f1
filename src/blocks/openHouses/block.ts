import { defineBlock } from '../../model/defineBlock.ts';
import { resolveOpenHouses } from './resolve.ts';
import { OpenHousesBlock } from './schema.ts';

export const openHousesBlock = defineBlock({
  schema: OpenHousesBlock,
  resolve: resolveOpenHouses,
  references: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  example: (first) => ({ listing: first('listings') }),
});
