import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveDevelopmentGallery } from './resolve.ts';
import { DevelopmentGalleryBlock } from './schema.ts';

export const developmentGalleryBlock = defineBlock({
  schema: DevelopmentGalleryBlock,
  places: ['site'],
  resolve: resolveDevelopmentGallery,
  example: (first) => ({ development: first('developments') }),
});

/** What the gallery's component takes; imported type-only, so the component reaches no other block. */
export type DevelopmentGalleryProps = PropsOf<typeof developmentGalleryBlock>;
