import type { SimilarListingsBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { listingCardsOf } from '../../model/listingCard.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { chooseSimilar } from './chooseSimilar.ts';

export const resolveSimilarListings = (b: Authored<typeof SimilarListingsBlock>, ctx: ResolveContext) => ({
  type: b.type,
  heading: b.heading,
  bedroomsLabel: b.bedroomsLabel,
  bathroomsLabel: b.bathroomsLabel,
  items: listingCardsOf(chooseSimilar(ctx.one('listings', b.listing), ctx.all('listings')), ctx),
});
