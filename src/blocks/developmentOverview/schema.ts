import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const DevelopmentOverviewBlock = z
  .object({
    type: z.literal('developmentOverview').describe('Always "developmentOverview".'),
    development: Slug.describe('Slug of the development (a file name in data/developments/).'),
  })
  .strict()
  .describe("A development's facts, descriptive sections and inquiry button. Every development page has one already.");
