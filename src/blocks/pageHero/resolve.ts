import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolvePageHero = (b: BlockOf<'pageHero'>, ctx: ResolveContext) => ({ ...b, image: ctx.image(b.image) });
