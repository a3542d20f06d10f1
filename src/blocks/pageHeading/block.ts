import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { PageHeadingBlock } from './schema.ts';

export const pageHeadingBlock = defineBlock({
  schema: PageHeadingBlock,
  places: ['pageTop'],
  example: () => ({ heading: 'CURRENT LISTINGS', subheading: 'AVAILABLE PROPERTIES' }),
});

/** What the pageHeading block's component takes; imported type-only, so the component reaches no other block. */
export type PageHeadingProps = PropsOf<typeof pageHeadingBlock>;
