import type { PageHeroBlock } from './schema.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolvePageHero = (b: PageHeroBlock, ctx: ResolveContext) => ({ ...b, image: ctx.image(b.image) });
