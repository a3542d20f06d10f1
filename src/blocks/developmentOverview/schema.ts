import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const DevelopmentOverviewBlock = z
  .object({
    type: z.literal('developmentOverview').describe('Always "developmentOverview".'),
    development: ref('developments', 'Slug of the development'),
  })
  .strict()
  .describe("A development's facts, descriptive sections and inquiry button. Every development page has one already.");
