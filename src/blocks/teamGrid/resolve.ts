import type { TeamGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveTeamGrid = (b: Authored<typeof TeamGridBlock>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  actionLabel: b.actionLabel,
  members: b.members.map((slug) => {
    const m = ctx.one('team', slug);
    return { slug, name: m.name, role: m.role, href: ctx.href('team', slug), photo: ctx.image(m.photo) };
  }),
});
