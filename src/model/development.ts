import { z } from 'zod';
import { Link, HeadedSection, SchemaRef, Slug } from './common.ts';
import { FloorPlans } from './floorPlan.ts';
import { ListingTour, ListingVideo } from './listingVideo.ts';
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
    architect: z
      .string()
      .min(1)
      .optional()
      .describe('The architect, e.g. "Halden Vos Architects": the first of the key facts. Leave out if not known.'),
    storeys: z
      .array(z.number().int().positive())
      .min(1)
      .max(4)
      .optional()
      .describe(
        'How many storeys each building has, e.g. [73, 84] for two towers (shown as "73 and 84") or [13]. Leave out if not known.',
      ),
    suites: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('How many residences the development has, e.g. 48 (shown as "48 residences"). Leave out if not known.'),
    completion: z
      .string()
      .min(1)
      .optional()
      .describe(
        'When it is completed or expected to be, e.g. "Expected 2028" or "Completed 2025". Leave out if not known.',
      ),
    priceFrom: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'The lowest price of the residences on offer, in whole Canadian dollars without commas, e.g. 1250000 (shown as "From $1,250,000"). Leave out while prices are not released.',
      ),
    facts: z
      .array(
        z
          .object({
            label: z.string().min(1).describe('What the fact is, e.g. "Storeys".'),
            value: z.string().min(1).describe('Its value as text, e.g. "73 and 84".'),
          })
          .strict(),
      )
      .describe(
        'More key facts, after the architect, storeys, residences, completion and price, e.g. { "label": "Location", "value": "Entertainment District" }; may be empty [].',
      ),
    images: z
      .array(image('hero'))
      .min(1)
      .max(12)
      .optional()
      .describe(
        'The GALLERY: photos or renderings under the hero, each opening full screen; the hero photo comes first on its own. Landscape, at least 2400 px wide. Optional.',
      ),
    floorPlans: FloorPlans.optional(),
    video: ListingVideo.optional(),
    tour: ListingTour.optional(),
    sections: z.array(HeadedSection).min(1).describe('The descriptive sections of the page, in order.'),
    inquire: Link.describe(
      'The button at the end of the page, e.g. { "label": "Inquire About This Development", "href": "/contact" }.',
    ),
  })
  .strict()
  .describe('A new development: its page at /developments/<slug> and its card on the home page.');

export type Development = z.infer<typeof Development>;
