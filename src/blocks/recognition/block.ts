import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { RecognitionBlock } from './schema.ts';

export const recognitionBlock = defineBlock({
  schema: RecognitionBlock,
  places: ['pageBody'],
});

/** What the recognition block's component takes; imported type-only, so the component reaches no other block. */
export type RecognitionProps = PropsOf<typeof recognitionBlock>;
