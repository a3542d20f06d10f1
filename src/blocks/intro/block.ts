import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveIntro } from './resolve.ts';
import { IntroBlock } from './schema.ts';

export const introBlock = defineBlock({
  schema: IntroBlock,
  places: ['pageBody'],
  resolve: resolveIntro,
});

/** What the intro block's component takes; imported type-only, so the component reaches no other block. */
export type IntroProps = PropsOf<typeof introBlock>;
