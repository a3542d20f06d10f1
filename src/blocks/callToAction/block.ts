import { defineBlock } from '../../model/defineBlock.ts';
import { CallToActionBlock } from './schema.ts';

export const callToActionBlock = defineBlock({
  schema: CallToActionBlock,
});
