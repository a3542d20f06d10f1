import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveNeighbourhoodGuide } from './resolve.ts';
import { NeighbourhoodGuideBlock } from './schema.ts';

export const neighbourhoodGuideBlock = defineBlock({
  schema: NeighbourhoodGuideBlock,
  places: ['site'],
  resolve: resolveNeighbourhoodGuide,
  example: (first) => ({ neighbourhood: first('neighbourhoods') }),
});

/** What the neighbourhoodGuide block's component takes; imported type-only, so the component reaches no other block. */
export type NeighbourhoodGuideProps = PropsOf<typeof neighbourhoodGuideBlock>;
