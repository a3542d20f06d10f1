import type { IntroBlock } from './schema.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveIntro = (b: IntroBlock, ctx: ResolveContext) => ({ ...b, image: ctx.image(b.image) });
