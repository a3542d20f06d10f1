import type { ListingGridBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingGrid = (b: Authored<typeof ListingGridBlock>, ctx: ResolveContext) => ({
  ...b,
  items: ctx
    .all('listings')
    .filter((l) => l.showInGrid)
    .map((l) => ({
      slug: l.slug,
      address: l.address,
      city: l.location.city,
      offer: l.offer,
      price: l.price,
      bedrooms: l.bedrooms,
      bathrooms: l.bathrooms,
      href: ctx.href('listings', l.slug),
      image: ctx.image(l.images[0]!),
    })),
});
