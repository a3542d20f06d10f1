import type { DevelopmentCardsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveDevelopmentCards = (b: Authored<typeof DevelopmentCardsBlock>, ctx: ResolveContext) => ({
  ...b,
  items: ctx.all('developments').map((d) => ({
    slug: d.slug,
    title: d.title,
    description: d.cardDescription,
    href: ctx.href('developments', d.slug),
    image: ctx.image(d.image),
  })),
});
