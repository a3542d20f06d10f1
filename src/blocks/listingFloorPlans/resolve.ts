import type { ListingFloorPlansBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { mediaOwner } from '../../model/mediaOwner.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingFloorPlans = (b: Authored<typeof ListingFloorPlansBlock>, ctx: ResolveContext) => {
  const { title, floorPlans } = mediaOwner(b, ctx);
  return {
    type: b.type,
    title,
    levels: (floorPlans?.levels ?? []).map((level) => ({ label: level.label, image: ctx.image(level.image) })),
    ...(floorPlans?.pdf ? { pdf: floorPlans.pdf } : {}),
  };
};
