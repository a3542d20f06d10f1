import { z } from 'zod';
import { Image, Paragraphs, SchemaRef, Slug } from './common.ts';

/**
 * Every figure names its source (a key of the guide's "sources"). A source of kind
 * "illustrative" marks sample values that are not published statistics; the page labels
 * each such figure, and credits the statistics agency only for figures of kind "census".
 */
const SourceKey = z.string().min(1);

const Figure = z.object({ value: z.number(), source: SourceKey }).strict();

const Percent = z.number().min(0).max(100);

/** Shares of a whole, in percent, drawn as bars. */
const Distribution = z
  .object({
    source: SourceKey,
    parts: z.array(z.object({ label: z.string().min(1), percent: Percent }).strict()).min(2),
  })
  .strict();

const AgeGroups = z
  .object({
    source: SourceKey,
    percent: z
      .object({
        '0-9': Percent,
        '10-19': Percent,
        '20-24': Percent,
        '25-64': Percent,
        '65-74': Percent,
        '75+': Percent,
      })
      .strict(),
  })
  .strict();

const Source = z
  .object({
    kind: z.enum(['census', 'illustrative', 'other']),
    label: z.string().min(1),
    url: z.url().optional(),
  })
  .strict();

export const Neighbourhood = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    order: z.number().int().default(0),
    name: z.string().min(1),
    image: Image,
    summary: z.string().min(1),
    introduction: Paragraphs,
    sources: z.record(SourceKey, Source),
    overview: z
      .object({
        population: Figure,
        medianAge: Figure,
        /** People per square kilometre. */
        density: Figure,
        /** Average household income, CAD. */
        averageIncome: Figure,
      })
      .strict(),
    ageGroups: AgeGroups,
    education: Distribution,
    households: z
      .object({ total: Figure, averageSize: Figure, withChildrenPercent: Figure })
      .strict(),
    maritalStatus: Distribution,
    employment: z
      .object({ source: SourceKey, whiteCollarPercent: Percent, blueCollarPercent: Percent })
      .strict(),
    scores: z.object({ walk: Figure, bike: Figure, transit: Figure }).strict(),
    schools: z
      .object({
        source: SourceKey,
        items: z
          .array(
            z
              .object({
                name: z.string().min(1),
                address: z.string().min(1),
                grades: z.string().min(1),
                type: z.enum(['Public', 'Catholic', 'Private', 'Independent', 'French Public', 'French Catholic']),
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    pointsOfInterest: z
      .array(z.object({ name: z.string().min(1), category: z.string().min(1), description: z.string().optional() }).strict())
      .min(1),
  })
  .strict();

export type Neighbourhood = z.infer<typeof Neighbourhood>;
