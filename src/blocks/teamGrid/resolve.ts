import type { TeamGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/** The members a grid shows: those it names, in its order; else every member, the lead first, then by "order" and name. */
function teamGridMembers(b: Authored<typeof TeamGridBlock>, ctx: Pick<ResolveContext, 'all'>): string[] {
  if (b.members) return b.members;
  return ctx
    .all('team')
    .filter((m) => !(b.leaveOutLead && m.lead))
    .sort((a, z) => Number(z.lead) - Number(a.lead) || a.order - z.order || a.name.localeCompare(z.name, 'en-CA'))
    .map((m) => m.slug);
}

export const resolveTeamGrid = (b: Authored<typeof TeamGridBlock>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  actionLabel: b.actionLabel,
  members: teamGridMembers(b, ctx).map((slug) => {
    const m = ctx.one('team', slug);
    return { slug, name: m.name, role: m.role, href: ctx.href('team', slug), photo: ctx.image(m.photo) };
  }),
});
