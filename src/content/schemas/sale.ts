import { z } from 'zod';
import { Image, Price, SchemaRef, Slug } from './common.ts';

/** A property the team has sold, shown on the portfolio page. */
export const Sale = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    group: z.enum(['pinnacle', 'historical']),
    order: z.number().int().default(0),
    image: Image,
    address: z.string().min(1),
    fullAddress: z.string().min(1),
    bedrooms: z.number().int().nonnegative(),
    bathrooms: z.number().nonnegative().multipleOf(0.5),
    squareFeet: z.number().positive().optional(),
    price: Price,
  })
  .strict();

export type Sale = z.infer<typeof Sale>;
