import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { ImageBlock } from './schema.ts';

export const imageBlock = defineBlock({
  schema: ImageBlock,
  places: ['articleBody'],
  resolve: (b, ctx) => ({ ...b, image: ctx.image(b.image) }),
  words: (b) => b.caption,
});

/** What the image block's component takes; imported type-only, so the component reaches no other block. */
export type ImageProps = PropsOf<typeof imageBlock>;
