import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolvePressCards } from './resolve.ts';
import { PressCardsBlock } from './schema.ts';

export const pressCardsBlock = defineBlock({
  schema: PressCardsBlock,
  places: ['pageBody'],
  resolve: resolvePressCards,
});

/** What the pressCards block's component takes; imported type-only, so the component reaches no other block. */
export type PressCardsProps = PropsOf<typeof pressCardsBlock>;
