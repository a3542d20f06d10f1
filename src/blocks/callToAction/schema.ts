import { z } from 'zod';
import { Link } from '../../model/common.ts';

export const CallToActionBlock = z
  .object({
    type: z.literal('callToAction').describe('Always "callToAction".'),
    heading: z.string().min(1).describe('The heading, e.g. "WORK WITH US".'),
    text: z.string().min(1).describe('The short pitch under it.'),
    action: Link.describe('The button, e.g. { "label": "Get in Touch", "href": "/contact" }.'),
  })
  .strict()
  .describe('A short pitch with one button, e.g. WORK WITH US.');
