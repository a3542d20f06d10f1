import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';
import { entryRoute } from '../../content/routes.ts';

export const resolveListingGrid = (b: BlockOf<'listingGrid'>, ctx: ResolveContext) => ({
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
      href: entryRoute.listings(l.slug),
      image: ctx.image(l.images[0]!),
    })),
});
