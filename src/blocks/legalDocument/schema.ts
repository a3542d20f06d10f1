import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** A legal text from data/legal with its last-updated date. */
export const LegalDocumentBlock = z.object({ type: z.literal('legalDocument'), document: Slug, lastUpdatedLabel: z.string().min(1) }).strict();
