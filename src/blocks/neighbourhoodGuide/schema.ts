import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const NeighbourhoodGuideBlock = z
  .object({
    type: z.literal('neighbourhoodGuide').describe('Always "neighbourhoodGuide".'),
    neighbourhood: ref('neighbourhoods', 'Slug of the neighbourhood'),
  })
  .strict()
  .describe(
    'Every section of a neighbourhood guide: overview, demographics, scores, schools, places. Every guide page has one already.',
  );
