import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveFeaturedMember = (b: BlockOf<'featuredMember'>, ctx: ResolveContext) => {
  const m = ctx.one('team', b.member);
  return { type: b.type, heading: b.heading, action: b.action, member: { name: m.name, role: m.role, summary: m.summary, photo: ctx.image(m.photo) } };
};
