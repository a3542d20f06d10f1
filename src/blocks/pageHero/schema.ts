import { z } from 'zod';
import { image } from '../../model/relations.ts';

export const PageHeroBlock = z
  .object({
    type: z.literal('pageHero').describe('Always "pageHero".'),
    heading: z.string().min(1).describe('The page heading over the image.'),
    subheading: z
      .string()
      .min(1)
      .optional()
      .describe('A line under the heading, written in sentence case (it is set in capitals); leave out for none.'),
    subheadingStyle: z
      .enum(['label', 'sentence'])
      .optional()
      .describe(
        'How the line under the heading is set: "label" (the default), small capitals; "sentence", a line of italic text (a development\'s tagline, a neighbourhood\'s summary).',
      ),
    image: image('hero', 'The full-width photo: landscape, at least 2400 px wide.'),
    size: z
      .enum(['tall', 'short'])
      .optional()
      .describe(
        'How tall the photo stands: "tall" (the default) fills most of the first screen; "short" is a band just taller than the heading, for a page whose content should show on a phone\'s first screen (the listings).',
      ),
  })
  .strict()
  .describe('A full-width image with the page heading over it (legible under a transparent header).');
