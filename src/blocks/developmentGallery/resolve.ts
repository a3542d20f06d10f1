import type { DevelopmentGalleryBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveDevelopmentGallery = (b: Authored<typeof DevelopmentGalleryBlock>, ctx: ResolveContext) => {
  const d = ctx.one('developments', b.development);
  return { type: b.type, title: d.title, images: (d.images ?? []).map(ctx.image) };
};
