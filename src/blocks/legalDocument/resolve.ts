import type { LegalDocumentBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveLegalDocument = (b: Authored<typeof LegalDocumentBlock>, ctx: ResolveContext) => {
  const { $schema: _schema, ...document } = ctx.one('legal', b.document);
  return { type: b.type, lastUpdatedLabel: b.lastUpdatedLabel, document };
};
