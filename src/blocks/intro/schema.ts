import { z } from 'zod';
import { Link, Paragraphs } from '../../model/common.ts';
import { image } from '../../model/relations.ts';

export const IntroBlock = z
  .object({
    type: z.literal('intro').describe('Always "intro".'),
    heading: z.string().min(1).describe('The heading, e.g. "Get to know The Ashdown Group".'),
    image: image('half', 'The photo beside the text (half the page wide on large screens): at least 1600 px wide.'),
    paragraphs: Paragraphs,
    actions: z.array(Link).describe('The buttons under the text, in order; may be empty [].'),
  })
  .strict()
  .describe('The "Get to know" block: a photo beside a short description and buttons.');
