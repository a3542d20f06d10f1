import { z } from 'zod';

/** The strip of publication logos from data/publications.json. */
export const PublicationLogosBlock = z
  .object({ type: z.literal('publicationLogos'), heading: z.string().min(1) })
  .strict();
