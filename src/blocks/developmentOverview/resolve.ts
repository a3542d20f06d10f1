import type { DevelopmentOverviewBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveDevelopmentOverview = (b: Authored<typeof DevelopmentOverviewBlock>, ctx: ResolveContext) => {
  const d = ctx.one('developments', b.development);
  return { type: b.type, title: d.title, tagline: d.tagline, facts: d.facts, sections: d.sections, inquire: d.inquire };
};
