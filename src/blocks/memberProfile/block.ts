import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { resolveMemberProfile } from './resolve.ts';
import { MemberProfileBlock } from './schema.ts';

export const memberProfileBlock = defineBlock({
  schema: MemberProfileBlock,
  places: ['site'],
  resolve: resolveMemberProfile,
  leadImage: (b) => ({ image: b.member.photo, sizes: imageSizes.profilePhoto }),
  example: (first) => ({ member: first('team') }),
});

/** What the memberProfile block's component takes; imported type-only, so the component reaches no other block. */
export type MemberProfileProps = PropsOf<typeof memberProfileBlock>;
