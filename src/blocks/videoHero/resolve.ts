import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveVideoHero = (b: BlockOf<'videoHero'>, ctx: ResolveContext) => ({
  ...b,
  headline: `${b.headlinePrefix} ${ctx.site.brand.product}`,
  poster: ctx.image(b.poster),
});
