import { z } from 'zod';

export const PublicationLogosBlock = z
  .object({
    type: z.literal('publicationLogos').describe('Always "publicationLogos".'),
    heading: z.string().min(1).describe('The heading of the strip, e.g. "As featured in".'),
  })
  .strict()
  .describe('The strip of publication logos from data/publications.json.');
