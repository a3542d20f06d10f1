import type { Image } from './common.ts';
import type { FloorPlans } from './floorPlan.ts';
import type { ListingTour, ListingVideo } from './listingVideo.ts';
import { ref } from './relations.ts';
import type { ResolveContext } from './resolveContext.ts';

/**
 * The entry a media section (floor plans, video and tour) shows: a listing or a development. Both
 * carry the same fields, so one block draws either page's section, and a development page has the
 * listing's sections rather than copies of them.
 */
export const mediaOwnerFields = {
  listing: ref('listings', 'Slug of the listing (or give a development instead)').optional(),
  development: ref('developments', 'Slug of the development (instead of a listing)').optional(),
};

/** Exactly one of the two: the block's schema refines with it. */
export const namesOneOwner = (b: { listing?: string; development?: string }) =>
  (b.listing === undefined) !== (b.development === undefined);
export const ONE_OWNER = { message: 'name a listing or a development: one of "listing" and "development", not both' };

export interface MediaOwner {
  title: string;
  /** The photos, the first standing in for a tour's missing poster. */
  images: Image[];
  floorPlans?: FloorPlans;
  video?: ListingVideo;
  tour?: ListingTour;
}

export function mediaOwner(b: { listing?: string; development?: string }, ctx: ResolveContext): MediaOwner {
  if (b.listing) return ctx.one('listings', b.listing);
  const d = ctx.one('developments', b.development!);
  return { ...d, images: [d.image, ...(d.images ?? [])] };
}
