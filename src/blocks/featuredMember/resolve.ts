import type { FeaturedMemberBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveFeaturedMember = (b: Authored<typeof FeaturedMemberBlock>, ctx: ResolveContext) => {
  const m = ctx.one('team', b.member);
  return {
    type: b.type,
    heading: b.heading,
    action: b.action,
    member: { name: m.name, role: m.role, summary: m.summary, photo: ctx.image(m.photo) },
  };
};
