import { z } from 'zod';
import { IsoDate, HeadedSection, SchemaRef, Slug } from './common.ts';

export const LegalDocument = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe(
      'The document\'s URL without the slash (/privacy for "privacy"); must equal the file name without ".json".',
    ),
    title: z.string().min(1).describe('The page heading, e.g. "Privacy Policy".'),
    description: z.string().min(1).describe('A sentence or two describing the page to search engines.'),
    lastUpdated: IsoDate.describe('When the text last changed, written YYYY-MM-DD; shown as "Last updated".'),
    sections: z.array(HeadedSection).min(1).describe('The text, as headed sections in order.'),
  })
  .strict()
  .describe('A legal text served at /<slug>, e.g. /privacy.');

export type LegalDocument = z.infer<typeof LegalDocument>;
