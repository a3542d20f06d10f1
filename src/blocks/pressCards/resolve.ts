import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolvePressCards = (b: BlockOf<'pressCards'>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  items: ctx
    .all('press')
    .slice(0, b.limit)
    .map((p) => ({ slug: p.slug, title: p.title, description: p.description, source: p.source, date: p.date, link: p.link, image: ctx.image(p.image) })),
});
