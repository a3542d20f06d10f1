import { defineBlock } from '../../model/defineBlock.ts';
import { RichTextBlock } from './schema.ts';

export const richTextBlock = defineBlock({
  schema: RichTextBlock,
});
