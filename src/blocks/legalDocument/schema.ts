import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const LegalDocumentBlock = z
  .object({
    type: z.literal('legalDocument').describe('Always "legalDocument".'),
    document: Slug.describe('Slug of the legal text (a file name in data/legal/).'),
    lastUpdatedLabel: z.string().min(1).describe('The words before the date, e.g. "Last updated".'),
  })
  .strict()
  .describe('A legal text from data/legal with its last-updated date. Every legal page has one already.');
