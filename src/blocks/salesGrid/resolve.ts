import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveSalesGrid = (b: BlockOf<'salesGrid'>, ctx: ResolveContext) => ({
  ...b,
  items: ctx
    .all('sales')
    .filter((s) => s.group === b.group)
    .map((s) => ({
      slug: s.slug,
      address: s.address,
      fullAddress: s.fullAddress,
      bedrooms: s.bedrooms,
      bathrooms: s.bathrooms,
      squareFeet: s.squareFeet,
      price: s.price,
      image: ctx.image(s.image),
    })),
});
