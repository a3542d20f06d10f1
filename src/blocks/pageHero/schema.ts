import { z } from 'zod';
import { Image } from '../../content/schemas/common.ts';

/** A full-bleed image with the page heading over it (legible under a transparent header). */
export const PageHeroBlock = z
  .object({ type: z.literal('pageHero'), heading: z.string().min(1), subheading: z.string().min(1).optional(), image: Image })
  .strict();
