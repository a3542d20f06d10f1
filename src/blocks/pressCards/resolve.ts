import type { PressCardsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolvePressCards = (b: Authored<typeof PressCardsBlock>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  items: ctx
    .all('press')
    .slice(0, b.limit)
    .map((p) => ({
      slug: p.slug,
      title: p.title,
      description: p.description,
      source: p.source,
      date: p.date,
      link: p.link,
      image: ctx.image(p.image),
    })),
});
