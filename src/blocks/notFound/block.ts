import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveNotFound } from './resolve.ts';
import { NotFoundBlock } from './schema.ts';

export const notFoundBlock = defineBlock({
  schema: NotFoundBlock,
  places: ['pageBody'],
  resolve: resolveNotFound,
});

/** What the notFound block's component takes; imported type-only, so the component reaches no other block. */
export type NotFoundProps = PropsOf<typeof notFoundBlock>;
