import { defineBlock } from '../../model/defineBlock.ts';
import { PillarsBlock } from './schema.ts';

export const pillarsBlock = defineBlock({
  schema: PillarsBlock,
});
