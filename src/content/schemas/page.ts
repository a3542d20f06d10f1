import { z } from 'zod';
import { Image, SchemaRef } from './common.ts';
import { Block } from './block.ts';
import { HeaderVariant } from './site.ts';

export const PageMeta = z
  .object({
    title: z.string().min(1).max(70, 'at most 70 characters, or search results cut it off'),
    description: z.string().min(50, 'at least 50 characters').max(170, 'at most 170 characters, or search results cut it off'),
    image: Image.optional(),
  })
  .strict();

/** A page written in data/pages: its path, how it is described to search engines, its header and its blocks. */
export const Page = z
  .object({
    $schema: SchemaRef,
    /** The route, e.g. "/portfolio"; "*" is the page shown for unknown paths. */
    path: z.union([z.literal('*'), z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'a route such as "/portfolio"')]),
    meta: PageMeta,
    header: HeaderVariant,
    blocks: z.array(Block).min(1),
  })
  .strict();

export type Page = z.infer<typeof Page>;
export type PageMeta = z.infer<typeof PageMeta>;
