import { defineBlock } from '../../model/defineBlock.ts';
import { PageHeadingBlock } from './schema.ts';

export const pageHeadingBlock = defineBlock({
  schema: PageHeadingBlock,
  example: () => ({ heading: 'CURRENT LISTINGS', subheading: 'AVAILABLE PROPERTIES' }),
});
