import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const LegalDocumentBlock = z
  .object({
    type: z.literal('legalDocument').describe('Always "legalDocument".'),
    document: ref('legal', 'Slug of the legal text'),
    lastUpdatedLabel: z.string().min(1).describe('The words before the date, e.g. "Last updated".'),
  })
  .strict()
  .describe('A legal text from data/legal with its last-updated date. Every legal page has one already.');
