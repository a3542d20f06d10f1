import { defineBlock } from '../../model/defineBlock.ts';
import { RecognitionBlock } from './schema.ts';

export const recognitionBlock = defineBlock({
  schema: RecognitionBlock,
});
