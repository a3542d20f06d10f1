import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveContact = (b: BlockOf<'contact'>, ctx: ResolveContext) => {
  const m = ctx.one('team', b.info.member);
  return { ...b, info: { heading: b.info.heading, name: m.name, role: m.role, email: m.email, phone: m.phone, office: m.office } };
};
