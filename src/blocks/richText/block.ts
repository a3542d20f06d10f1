import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { RichTextBlock } from './schema.ts';

export const richTextBlock = defineBlock({
  schema: RichTextBlock,
  places: ['pageBody'],
});

/** What the richText block's component takes; imported type-only, so the component reaches no other block. */
export type RichTextProps = PropsOf<typeof richTextBlock>;
