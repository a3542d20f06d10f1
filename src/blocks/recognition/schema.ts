import { z } from 'zod';

export const RecognitionBlock = z
  .object({
    type: z.literal('recognition').describe('Always "recognition".'),
    rank: z.string().min(1).describe('The rank or award, shown large, e.g. "#3".'),
    title: z.string().min(1).describe('What it is for, e.g. "Agent on Social Media in Ontario".'),
    year: z.int().min(1900).max(2100).describe('The year, e.g. 2024.'),
    basis: z
      .string()
      .min(1)
      .meta({ title: 'Basis of the claim (who ranked it, what, when)' })
      .optional()
      .describe(
        'The basis of the claim: who ranked or awarded it, what was measured and when, e.g. "Ranked by the Ontario Real Estate Social Index, by audience engagement with agents\' public posts, January to December 2024". Shown under the claim in small type. Required by npm run check: RECO asks that a claim be verifiable and a comparative claim state its basis.',
      ),
    text: z.string().min(1).optional().describe('A sentence about it; leave out for none.'),
  })
  .strict()
  .describe('An award or ranking, e.g. "#3 Agent on Social Media in Ontario, 2024".');
