import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveUnsubscribe } from './resolve.ts';
import { UnsubscribeBlock } from './schema.ts';

export const unsubscribeBlock = defineBlock({
  schema: UnsubscribeBlock,
  places: ['pageBody'],
  interactive: true,
  resolve: resolveUnsubscribe,
});

/** What the unsubscribe block's component takes; imported type-only, so the component reaches no other block. */
export type UnsubscribeProps = PropsOf<typeof unsubscribeBlock>;
