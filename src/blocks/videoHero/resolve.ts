import type { VideoHeroBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveVideoHero = (b: Authored<typeof VideoHeroBlock>, ctx: ResolveContext) => ({
  ...b,
  headline: `${b.headlinePrefix} ${ctx.site.brand.product}`,
  poster: ctx.image(b.poster),
});
