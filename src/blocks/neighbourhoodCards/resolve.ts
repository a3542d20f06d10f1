import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';
import { entryRoute } from '../../content/routes.ts';

export const resolveNeighbourhoodCards = (b: BlockOf<'neighbourhoodCards'>, ctx: ResolveContext) => ({
  ...b,
  items: ctx.all('neighbourhoods').map((n) => ({ slug: n.slug, name: n.name, summary: n.summary, href: entryRoute.neighbourhoods(n.slug), image: ctx.image(n.image) })),
});
