import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { QuoteBlock } from './schema.ts';

export const quoteBlock = defineBlock({
  schema: QuoteBlock,
  places: ['articleBody'],
  words: (b) => b.text,
});

/** What the quote block's component takes; imported type-only, so the component reaches no other block. */
export type QuoteProps = PropsOf<typeof quoteBlock>;
