import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolveLegalDocument = (b: BlockOf<'legalDocument'>, ctx: ResolveContext) => {
  const { $schema: _schema, ...document } = ctx.one('legal', b.document);
  return { type: b.type, lastUpdatedLabel: b.lastUpdatedLabel, document };
};
