import type { VideoHeroBlock } from './schema.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveVideoHero = (b: VideoHeroBlock, ctx: ResolveContext) => ({
  ...b,
  headline: `${b.headlinePrefix} ${ctx.site.brand.product}`,
  poster: ctx.image(b.poster),
});
