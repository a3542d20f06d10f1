import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveFeaturedMember } from './resolve.ts';
import { FeaturedMemberBlock } from './schema.ts';

export const featuredMemberBlock = defineBlock({
  schema: FeaturedMemberBlock,
  places: ['pageBody'],
  resolve: resolveFeaturedMember,
});

/** What the featuredMember block's component takes; imported type-only, so the component reaches no other block. */
export type FeaturedMemberProps = PropsOf<typeof featuredMemberBlock>;
