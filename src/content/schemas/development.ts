import { z } from 'zod';
import { Image, Link, Paragraphs, SchemaRef, Slug } from './common.ts';

export const Development = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    order: z.number().int().default(0),
    title: z.string().min(1),
    image: Image,
    /** Card text on the home page; a card may go without. */
    cardDescription: z.string().min(1).optional(),
    tagline: z.string().min(1),
    /** Key facts, e.g. { "label": "Storeys", "value": "73 and 84" }. */
    facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) }).strict()),
    sections: z.array(z.object({ heading: z.string().min(1), paragraphs: Paragraphs }).strict()).min(1),
    inquire: Link,
  })
  .strict();

export type Development = z.infer<typeof Development>;
