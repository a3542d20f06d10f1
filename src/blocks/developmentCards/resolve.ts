import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';
import { entryRoute } from '../../content/routes.ts';

export const resolveDevelopmentCards = (b: BlockOf<'developmentCards'>, ctx: ResolveContext) => ({
  ...b,
  items: ctx.all('developments').map((d) => ({
    slug: d.slug,
    title: d.title,
    description: d.cardDescription,
    href: entryRoute.developments(d.slug),
    image: ctx.image(d.image),
  })),
});
