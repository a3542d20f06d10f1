import { defineBlock } from '../../model/defineBlock.ts';
import { resolveDevelopmentCards } from './resolve.ts';
import { DevelopmentCardsBlock } from './schema.ts';

export const developmentCardsBlock = defineBlock({
  schema: DevelopmentCardsBlock,
  resolve: resolveDevelopmentCards,
});
