import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { CallToActionBlock } from './schema.ts';

export const callToActionBlock = defineBlock({
  schema: CallToActionBlock,
  places: ['pageBody'],
});

/** What the callToAction block's component takes; imported type-only, so the component reaches no other block. */
export type CallToActionProps = PropsOf<typeof callToActionBlock>;
