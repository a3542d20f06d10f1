import { defineBlock } from '../../model/defineBlock.ts';
import { resolveFeaturedMember } from './resolve.ts';
import { FeaturedMemberBlock } from './schema.ts';

export const featuredMemberBlock = defineBlock({
  schema: FeaturedMemberBlock,
  resolve: resolveFeaturedMember,
  references: (b) => [{ path: ['member'], collection: 'team', slug: b.member }],
});
