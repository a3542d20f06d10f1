import { z } from 'zod';
import { Link, HeadedSection, SchemaRef, Slug } from './common.ts';
import { image } from './relations.ts';

export const Development = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe(
      'The development\'s name in its URL (/developments/<slug>); must equal the file name without ".json".',
    ),
    order: z
      .number()
      .int()
      .default(0)
      .describe(
        'Position among the NEW DEVELOPMENTS cards on the home page: smaller numbers come first. Optional, 0 if left out.',
      ),
    title: z.string().min(1).describe('Name of the development: the card title and the page heading, e.g. "Forma".'),
    image: image('hero', "The page's full-width hero photo, also used on the card: landscape, at least 2400 px wide."),
    cardDescription: z
      .string()
      .min(1)
      .optional()
      .describe('A sentence under the title on the home page card; leave out for a card without one.'),
    tagline: z.string().min(1).describe("The line under the heading on the development's page."),
    facts: z
      .array(
        z
          .object({
            label: z.string().min(1).describe('What the fact is, e.g. "Storeys".'),
            value: z.string().min(1).describe('Its value as text, e.g. "73 and 84".'),
          })
          .strict(),
      )
      .describe('Key facts, e.g. { "label": "Storeys", "value": "73 and 84" }; may be empty [].'),
    sections: z.array(HeadedSection).min(1).describe('The descriptive sections of the page, in order.'),
    inquire: Link.describe(
      'The button at the end of the page, e.g. { "label": "Inquire About This Development", "href": "/contact" }.',
    ),
  })
  .strict()
  .describe('A new development: its page at /developments/<slug> and its card on the home page.');

export type Development = z.infer<typeof Development>;
