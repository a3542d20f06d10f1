import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const NeighbourhoodGuideBlock = z
  .object({
    type: z.literal('neighbourhoodGuide').describe('Always "neighbourhoodGuide".'),
    neighbourhood: Slug.describe('Slug of the neighbourhood (a file name in data/neighbourhoods/).'),
  })
  .strict()
  .describe('Every section of a neighbourhood guide: overview, demographics, scores, schools, places. Every guide page has one already.');
