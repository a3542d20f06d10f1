import { defineBlock } from '../../model/defineBlock.ts';
import { resolveLegalDocument } from './resolve.ts';
import { LegalDocumentBlock } from './schema.ts';

export const legalDocumentBlock = defineBlock({
  schema: LegalDocumentBlock,
  resolve: resolveLegalDocument,
  references: (b) => [{ path: ['document'], collection: 'legal', slug: b.document }],
  example: (first) => ({ document: first('legal'), lastUpdatedLabel: 'Last updated' }),
});
