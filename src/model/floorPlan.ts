/**
 * A listing's floor plans: one plan per level (its label and its picture) and, if the team has
 * one, a PDF of the whole set. Until the team's own plans replace them, stand-in plans are drawn
 * by the media package (scripts/media), which also holds them to the listing's figures.
 */
import { z } from 'zod';
import { MediaSource } from './common.ts';
import { image } from './relations.ts';

const FloorPlanLevel = z
  .object({
    label: z.string().min(1).describe('The level the plan shows, e.g. "Main floor", "Second floor" or "Lower level".'),
    image: image(
      'plan',
      'The plan: a file under data/media (an SVG keeps its lines sharp when zoomed; a JPEG or PNG of at least 1600 px also works) and what it shows, e.g. "Main floor plan: living room, dining room and kitchen".',
    ),
  })
  .strict();

export const FloorPlans = z
  .object({
    levels: z
      .array(FloorPlanLevel)
      .min(1)
      .max(8)
      .describe('One plan per level, from the top down or the bottom up, as the brochure shows them.'),
    pdf: MediaSource.optional().describe(
      'The whole set as one PDF, if the team has one, e.g. "/media/listings/84-old-forest-hill/floor-plans.pdf": offered as a download.',
    ),
  })
  .strict()
  .describe('The FLOOR PLANS section under the photos: one plan per level, each opening full screen with zoom.');

export type FloorPlans = z.infer<typeof FloorPlans>;
