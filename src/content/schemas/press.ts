import { z } from 'zod';
import { ExternalUrl, Image, IsoDate, SchemaRef, Slug } from './common.ts';

export const PressItem = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    order: z.number().int().default(0),
    image: Image,
    title: z.string().min(1),
    description: z.string().min(1),
    /** The publication, e.g. "Toronto Life". */
    source: z.string().min(1),
    date: IsoDate,
    link: ExternalUrl,
  })
  .strict();

export const Publications = z
  .object({
    $schema: SchemaRef,
    logos: z.array(z.object({ name: z.string().min(1), image: Image }).strict()).min(1),
  })
  .strict();

export type PressItem = z.infer<typeof PressItem>;
export type Publications = z.infer<typeof Publications>;
