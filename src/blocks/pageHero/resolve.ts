import type { PageHeroBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolvePageHero = (b: Authored<typeof PageHeroBlock>, ctx: ResolveContext) => ({
  ...b,
  image: ctx.image(b.image),
});
