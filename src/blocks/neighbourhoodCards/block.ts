import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveNeighbourhoodCards } from './resolve.ts';
import { NeighbourhoodCardsBlock } from './schema.ts';

export const neighbourhoodCardsBlock = defineBlock({
  schema: NeighbourhoodCardsBlock,
  places: ['pageBody'],
  resolve: resolveNeighbourhoodCards,
});

/** What the neighbourhoodCards block's component takes; imported type-only, so the component reaches no other block. */
export type NeighbourhoodCardsProps = PropsOf<typeof neighbourhoodCardsBlock>;
