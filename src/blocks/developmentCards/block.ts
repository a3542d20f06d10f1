import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveDevelopmentCards } from './resolve.ts';
import { DevelopmentCardsBlock } from './schema.ts';

export const developmentCardsBlock = defineBlock({
  schema: DevelopmentCardsBlock,
  places: ['pageBody'],
  resolve: resolveDevelopmentCards,
});

/** What the developmentCards block's component takes; imported type-only, so the component reaches no other block. */
export type DevelopmentCardsProps = PropsOf<typeof developmentCardsBlock>;
