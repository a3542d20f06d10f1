import { z } from 'zod';
import { IsoDate, Paragraphs, SchemaRef, Slug } from './common.ts';

/** A legal text served at /{slug}, e.g. /privacy. */
export const LegalDocument = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    title: z.string().min(1),
    description: z.string().min(1),
    lastUpdated: IsoDate,
    sections: z.array(z.object({ heading: z.string().min(1), paragraphs: Paragraphs }).strict()).min(1),
  })
  .strict();

export type LegalDocument = z.infer<typeof LegalDocument>;
