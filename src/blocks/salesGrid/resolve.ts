import type { SalesGridBlock } from './schema.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveSalesGrid = (b: SalesGridBlock, ctx: ResolveContext) => ({
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
