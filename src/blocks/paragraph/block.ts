import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { inlinePlainText, parseInline } from '../../model/inlineMarkup.ts';
import { ParagraphBlock } from './schema.ts';

export const paragraphBlock = defineBlock({
  schema: ParagraphBlock,
  places: ['articleBody'],
  resolve: (b) => ({ type: b.type, nodes: parseInline(b.text) }),
  words: (b) => inlinePlainText(parseInline(b.text)),
});

/** What the paragraph block's component takes; imported type-only, so the component reaches no other block. */
export type ParagraphProps = PropsOf<typeof paragraphBlock>;
