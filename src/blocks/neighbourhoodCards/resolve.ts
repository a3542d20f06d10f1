import type { NeighbourhoodCardsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveNeighbourhoodCards = (b: Authored<typeof NeighbourhoodCardsBlock>, ctx: ResolveContext) => ({
  ...b,
  items: ctx.all('neighbourhoods').map((n) => ({
    slug: n.slug,
    name: n.name,
    summary: n.summary,
    href: ctx.href('neighbourhoods', n.slug),
    image: ctx.image(n.image),
  })),
});
