import { defineBlock } from '../../model/defineBlock.ts';
import { resolvePressCards } from './resolve.ts';
import { PressCardsBlock } from './schema.ts';

export const pressCardsBlock = defineBlock({
  schema: PressCardsBlock,
  resolve: resolvePressCards,
});
