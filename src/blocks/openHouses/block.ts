import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveOpenHouses } from './resolve.ts';
import { OpenHousesBlock } from './schema.ts';

export const openHousesBlock = defineBlock({
  schema: OpenHousesBlock,
  places: ['site'],
  resolve: resolveOpenHouses,
  example: (first) => ({ listing: first('listings') }),
});

/** What the component takes; imported type-only, so the component reaches no other block. */
export type OpenHousesProps = PropsOf<typeof openHousesBlock>;
