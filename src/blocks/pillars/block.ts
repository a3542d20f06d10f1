import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { PillarsBlock } from './schema.ts';

export const pillarsBlock = defineBlock({
  schema: PillarsBlock,
  places: ['pageBody'],
});

/** What the pillars block's component takes; imported type-only, so the component reaches no other block. */
export type PillarsProps = PropsOf<typeof pillarsBlock>;
