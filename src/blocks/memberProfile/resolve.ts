import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveMemberProfile = (b: BlockOf<'memberProfile'>, ctx: ResolveContext) => {
  const { closing: _closing, $schema: _schema, order: _order, lead: _lead, ...member } = ctx.one('team', b.member);
  return { type: b.type, member: { ...member, photo: ctx.image(member.photo) } };
};
