import type { IntroBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveIntro = (b: Authored<typeof IntroBlock>, ctx: ResolveContext) => ({
  ...b,
  image: ctx.image(b.image),
});
