import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveMemberHomes } from './resolve.ts';
import { MemberHomesBlock } from './schema.ts';

export const memberHomesBlock = defineBlock({
  schema: MemberHomesBlock,
  places: ['site'],
  resolve: resolveMemberHomes,
  example: (first) => ({ member: first('team') }),
});

/** What the memberHomes block's component takes; imported type-only, so the component reaches no other block. */
export type MemberHomesProps = PropsOf<typeof memberHomesBlock>;
