import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { HeadingBlock } from './schema.ts';

export const headingBlock = defineBlock({
  schema: HeadingBlock,
  places: ['articleBody'],
  words: (b) => b.text,
});

/** What the heading block's component takes; imported type-only, so the component reaches no other block. */
export type HeadingProps = PropsOf<typeof headingBlock>;
