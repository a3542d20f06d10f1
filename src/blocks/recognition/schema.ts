import { z } from 'zod';

/** An award or ranking, e.g. "#3 Agent on Social Media in Ontario, 2024". */
export const RecognitionBlock = z
  .object({
    type: z.literal('recognition'),
    rank: z.string().min(1),
    title: z.string().min(1),
    year: z.int().min(1900).max(2100),
    text: z.string().min(1).optional(),
  })
  .strict();
