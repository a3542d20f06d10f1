import { z } from 'zod';
import { Paragraphs, SchemaRef, Slug } from './common.ts';
import { image } from './relations.ts';

/**
 * Every figure names its source (a key of the guide's "sources"). A source of kind
 * "illustrative" marks sample values that are not published statistics; the page labels
 * each such figure, and credits the statistics agency only for figures of kind "census".
 */
const SourceKey = z
  .string()
  .min(1)
  .describe('Where the figures come from: one of the keys of this guide\'s "sources", e.g. "census" or "sample".');

const Figure = z
  .object({
    value: z.number().describe('The figure, a plain number without commas, units or a % sign.'),
    source: SourceKey,
  })
  .strict()
  .describe('A figure and the source it comes from.');

const Percent = z.number().min(0).max(100).describe('A percentage from 0 to 100, without the % sign.');

const Distribution = z
  .object({
    source: SourceKey,
    parts: z
      .array(
        z
          .object({
            label: z.string().min(1).describe('The name of the part, e.g. "University degree".'),
            percent: Percent,
          })
          .strict(),
      )
      .min(2)
      .describe('The parts of the whole, drawn as bars in this order; at least two.'),
  })
  .strict()
  .describe('Shares of a whole, in percent, drawn as bars.');

const AgeGroups = z
  .object({
    source: SourceKey,
    percent: z
      .object({
        '0-9': Percent.describe('Share of residents aged 0 to 9, in percent.'),
        '10-19': Percent.describe('Share of residents aged 10 to 19, in percent.'),
        '20-24': Percent.describe('Share of residents aged 20 to 24, in percent.'),
        '25-64': Percent.describe('Share of residents aged 25 to 64, in percent.'),
        '65-74': Percent.describe('Share of residents aged 65 to 74, in percent.'),
        '75+': Percent.describe('Share of residents aged 75 and over, in percent.'),
      })
      .strict()
      .describe('The share of each age group, in percent.'),
  })
  .strict()
  .describe('Population by age group.');

const Source = z
  .object({
    kind: z
      .enum(['census', 'illustrative', 'other'])
      .describe(
        '"census": a published census figure (the page credits the statistics agency); "illustrative": a sample value, labelled on the page as not an official statistic; "other": another published source.',
      ),
    label: z
      .string()
      .min(1)
      .describe('How the source is credited on the page, e.g. "Statistics Canada, 2021 Census of Population".'),
    url: z.url().optional().describe('Address of the source, linked from the credit, if any.'),
  })
  .strict()
  .describe('A source of figures.');

/** "2026-Q3": a calendar quarter, the form the check orders and the page writes as "Q3 2026". */
export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

const MarketQuarter = z
  .object({
    quarter: z
      .string()
      .regex(QUARTER_PATTERN, 'write the quarter as YYYY-Qn, e.g. "2026-Q3"')
      .describe('The calendar quarter, e.g. "2026-Q3" for July to September 2026.'),
    source: SourceKey,
    medianPrice: z.number().int().positive().describe('Median sale price in the quarter, CAD, e.g. 3450000.'),
    sales: z.number().int().nonnegative().describe('Number of sales in the quarter.'),
    daysOnMarket: z.number().nonnegative().max(365).describe("Average days on market of the quarter's sales."),
    saleToList: z
      .number()
      .min(50)
      .max(150)
      .describe('Sale-to-list price ratio in percent, e.g. 98.5 (sold for 98.5% of the asking price).'),
  })
  .strict()
  .describe("One quarter's figures and their source.");

export const Neighbourhood = z
  .object({
    $schema: SchemaRef,
    slug: Slug.describe('The guide\'s name in its URL (/explore/<slug>); must equal the file name without ".json".'),
    order: z
      .number()
      .int()
      .default(0)
      .describe('Position among the cards on /explore: smaller numbers come first. Optional, 0 if left out.'),
    name: z.string().min(1).describe('The neighbourhood\'s name, e.g. "Forest Hill".'),
    image: image('hero', "The guide's full-width hero photo, also used on its card: landscape, at least 2400 px wide."),
    summary: z.string().min(1).describe('One sentence under the name in the hero, also used for search results.'),
    introduction: Paragraphs.describe('The opening paragraphs of the guide.'),
    sources: z
      .record(SourceKey, Source)
      .describe(
        'The sources the figures below cite, each under a short key of your choosing, e.g. { "census": {...}, "sample": {...} }.',
      ),
    overview: z
      .object({
        population: Figure.describe('Number of residents.'),
        medianAge: Figure.describe('Median age in years, e.g. 43.2.'),
        density: Figure.describe('People per square kilometre.'),
        averageIncome: Figure.describe('Average household income, CAD, e.g. 221000.'),
      })
      .strict()
      .describe('The Overview section.'),
    ageGroups: AgeGroups,
    education: Distribution.describe('Highest level of education, as shares in percent.'),
    households: z
      .object({
        total: Figure.describe('Total number of households.'),
        averageSize: Figure.describe('Average number of people per household, e.g. 2.5.'),
        withChildrenPercent: Figure.describe('Share of households with children, in percent.'),
      })
      .strict()
      .describe('The Households section.'),
    maritalStatus: Distribution.describe('Marital status, as shares in percent.'),
    employment: z
      .object({
        source: SourceKey,
        whiteCollarPercent: Percent.describe('Share of white-collar workers, in percent.'),
        blueCollarPercent: Percent.describe('Share of blue-collar workers, in percent.'),
      })
      .strict()
      .describe('The Employment section.'),
    scores: z
      .object({
        walk: Figure.describe('Walk Score, 0 to 100.'),
        bike: Figure.describe('Bike Score, 0 to 100.'),
        transit: Figure.describe('Transit Score, 0 to 100.'),
      })
      .strict()
      .describe('Walking, bike and transit scores.'),
    schools: z
      .object({
        source: SourceKey,
        items: z
          .array(
            z
              .object({
                name: z.string().min(1).describe("The school's name."),
                address: z.string().min(1).describe('Its street address.'),
                grades: z.string().min(1).describe('The grades it teaches, e.g. "JK-8".'),
                type: z
                  .enum(['Public', 'Catholic', 'Private', 'Independent', 'French Public', 'French Catholic'])
                  .describe('The kind of school.'),
              })
              .strict(),
          )
          .min(1)
          .describe('The schools, in order.'),
      })
      .strict()
      .describe('The Schools section.'),
    market: z
      .array(MarketQuarter)
      .min(1)
      .optional()
      .describe(
        'The market over time: one entry a quarter, oldest first, each quarter once; drawn as a chart of the median price with a table of every figure.',
      ),
    postalPrefixes: z
      .array(
        z
          .string()
          .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/, 'the first three characters of a postal code, e.g. "M5P"'),
      )
      .optional()
      .describe(
        'The first three characters of the postal codes in the neighbourhood (forward sortation areas), e.g. ["M5P", "M4V"]: a valuation request from /sell is matched to the guide by them, and the team\'s sales there are listed for the agent.',
      ),
    pointsOfInterest: z
      .array(
        z
          .object({
            name: z.string().min(1).describe("The place's name."),
            category: z.string().min(1).describe('Its category, e.g. "Park" or "Shopping".'),
            description: z.string().optional().describe('A sentence about it, if wanted.'),
          })
          .strict(),
      )
      .min(1)
      .describe('Points of interest, in order.'),
  })
  .strict()
  .describe('A neighbourhood guide: its page at /explore/<slug> and its card on /explore.');

export type Neighbourhood = z.infer<typeof Neighbourhood>;
