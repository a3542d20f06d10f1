import { defineBlock } from '../../model/defineBlock.ts';
import { resolveUnsubscribe } from './resolve.ts';
import { UnsubscribeBlock } from './schema.ts';

export const unsubscribeBlock = defineBlock({
  schema: UnsubscribeBlock,
  interactive: true,
  resolve: resolveUnsubscribe,
});
