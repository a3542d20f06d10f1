import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveDevelopmentOverview = (b: BlockOf<'developmentOverview'>, ctx: ResolveContext) => {
  const d = ctx.one('developments', b.development);
  return { type: b.type, title: d.title, tagline: d.tagline, facts: d.facts, sections: d.sections, inquire: d.inquire };
};
