import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';
import { entryRoute } from '../../content/routes.ts';

export const resolveTeamGrid = (b: BlockOf<'teamGrid'>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  actionLabel: b.actionLabel,
  members: b.members.map((slug) => {
    const m = ctx.one('team', slug);
    return { slug, name: m.name, role: m.role, href: entryRoute.team(slug), photo: ctx.image(m.photo) };
  }),
});
