import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** A development's facts, descriptive sections and inquiry button. */
export const DevelopmentOverviewBlock = z.object({ type: z.literal('developmentOverview'), development: Slug }).strict();
