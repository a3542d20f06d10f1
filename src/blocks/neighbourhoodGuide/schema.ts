import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** Every section of a neighbourhood guide: overview, demographics, scores, schools, places. */
export const NeighbourhoodGuideBlock = z.object({ type: z.literal('neighbourhoodGuide'), neighbourhood: Slug }).strict();
