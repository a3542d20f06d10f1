import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolveLegalDocument } from './resolve.ts';
import { LegalDocumentBlock } from './schema.ts';

export const legalDocumentBlock = defineBlock({
  schema: LegalDocumentBlock,
  places: ['site'],
  resolve: resolveLegalDocument,
  example: (first) => ({ document: first('legal'), lastUpdatedLabel: 'Last updated' }),
});

/** What the legalDocument block's component takes; imported type-only, so the component reaches no other block. */
export type LegalDocumentProps = PropsOf<typeof legalDocumentBlock>;
