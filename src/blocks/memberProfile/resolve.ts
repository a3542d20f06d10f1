import type { TeamMemberFields } from '../../model/teamMember.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import type { MemberProfileBlock } from './schema.ts';

export const resolveMemberProfile = (b: Authored<typeof MemberProfileBlock>, ctx: ResolveContext) => {
  // The entry as loaded also holds its closing blocks, which the page renders after this one.
  const entry: TeamMemberFields & { closing?: unknown } = ctx.one('team', b.member);
  const { closing: _closing, $schema: _schema, order: _order, lead: _lead, ...member } = entry;
  return { type: b.type, member: { ...member, photo: ctx.image(member.photo) } };
};
