import type { NeighbourhoodGuideBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveNeighbourhoodGuide = (b: Authored<typeof NeighbourhoodGuideBlock>, ctx: ResolveContext) => {
  const { image: _image, $schema: _schema, order: _order, ...guide } = ctx.one('neighbourhoods', b.neighbourhood);
  return { type: b.type, guide };
};
