import { z } from 'zod';
import { ExternalUrl, IsoDate, SchemaRef, Slug } from './common.ts';
import { image } from './relations.ts';

export const PressItem = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe('The item\'s identifier; must equal the file name without ".json".'),
    order: z
      .number()
      .int()
      .default(0)
      .describe(
        'Position in IN THE NEWS: smaller numbers come first, and only the first few (the block\'s "limit") are shown.',
      ),
    image: image('card', 'The card photo: landscape, at least 1600 px wide.'),
    title: z.string().min(1).describe("The article's headline."),
    description: z.string().min(1).describe('A sentence or two about the article.'),
    source: z.string().min(1).describe('The publication, e.g. "Toronto Life".'),
    date: IsoDate.describe('Publication date, written YYYY-MM-DD.'),
    link: ExternalUrl.describe("The article's address on the publication's site; opens in a new tab."),
  })
  .strict()
  .describe('Press coverage: a card in IN THE NEWS on the home page, opening the article.');

export const Publications = z
  .object({
    $schema: SchemaRef,
    logos: z
      .array(
        z
          .object({
            name: z.string().min(1).describe("The publication's name."),
            image: image('logo', 'Its logo, preferably SVG; a PNG at least 400 px wide.'),
          })
          .strict(),
      )
      .min(1)
      .describe('The publication logos in the strip on the home page, in order.'),
  })
  .strict()
  .describe('The strip of publication logos on the home page.');

export type PressItem = z.infer<typeof PressItem>;
export type Publications = z.infer<typeof Publications>;
