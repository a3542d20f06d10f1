import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveNeighbourhoodGuide = (b: BlockOf<'neighbourhoodGuide'>, ctx: ResolveContext) => {
  const { image: _image, $schema: _schema, order: _order, ...guide } = ctx.one('neighbourhoods', b.neighbourhood);
  return { type: b.type, guide };
};
