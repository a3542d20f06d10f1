import { defineBlock } from '../../model/defineBlock.ts';
import { resolveNeighbourhoodCards } from './resolve.ts';
import { NeighbourhoodCardsBlock } from './schema.ts';

export const neighbourhoodCardsBlock = defineBlock({
  schema: NeighbourhoodCardsBlock,
  resolve: resolveNeighbourhoodCards,
});
