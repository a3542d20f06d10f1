import { z } from 'zod';
import { InternalHref, Link } from '../../model/common.ts';

export const NotFoundBlock = z
  .object({
    type: z.literal('notFound').describe('Always "notFound".'),
    code: z.string().min(1).describe('The large code, e.g. "404".'),
    heading: z.string().min(1).describe('The message, e.g. "Page not found".'),
    text: z
      .string()
      .min(1)
      .optional()
      .describe(
        'A sentence or two under the heading, in the team\'s own voice, e.g. "The page may have moved, or the home it showed may have sold." Optional.',
      ),
    search: z
      .object({
        label: z.string().min(1).describe('The search\'s label, e.g. "Search homes by neighbourhood".'),
        button: z.string().min(1).describe('The search button, e.g. "Search".'),
        href: InternalHref.describe(
          'The listings page the search opens, e.g. "/listings"; the neighbourhoods offered are those with homes on it.',
        ),
      })
      .strict()
      .optional()
      .describe(
        'A search of the current listings by neighbourhood, under the text. Works without JavaScript. Optional.',
      ),
    action: Link.describe('The way back, the main button, e.g. { "label": "Return to Home", "href": "/" }.'),
    links: z
      .array(Link)
      .optional()
      .describe(
        'More ways on, as buttons beside the way back, e.g. [{ "label": "View Current Listings", "href": "/listings" }]. Optional.',
      ),
  })
  .strict()
  .describe('The body of the 404 page.');
