import { defineBlock } from '../../model/defineBlock.ts';
import { NotFoundBlock } from './schema.ts';

export const notFoundBlock = defineBlock({
  schema: NotFoundBlock,
});
