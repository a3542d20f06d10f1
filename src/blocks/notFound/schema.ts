import { z } from 'zod';
import { Link } from '../../model/common.ts';

export const NotFoundBlock = z
  .object({
    type: z.literal('notFound').describe('Always "notFound".'),
    code: z.string().min(1).describe('The large code, e.g. "404".'),
    heading: z.string().min(1).describe('The message, e.g. "Oops! Page not found".'),
    action: Link.describe('The way back, e.g. { "label": "Return to Home", "href": "/" }.'),
  })
  .strict()
  .describe('The body of the 404 page.');
