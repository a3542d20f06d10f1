import { z } from 'zod';
import { Image, SchemaRef } from './common.ts';
import { Block } from './block.ts';
import { HeaderVariant } from './site.ts';

export const PageMeta = z
  .object({
    title: z
      .string()
      .min(1)
      .max(70, 'at most 70 characters, or search results cut it off')
      .describe('The browser tab and search-result title, at most 70 characters; every page needs its own.'),
    description: z
      .string()
      .min(50, 'at least 50 characters')
      .max(170, 'at most 170 characters, or search results cut it off')
      .describe('The search-result description, 50 to 170 characters.'),
    image: Image.optional().describe('The picture shown when the page is shared (link previews), about 1200 px wide; the site\'s defaultShareImage if left out.'),
  })
  .strict()
  .describe('How the page is described to search engines and in link previews.');

/** A page written in data/pages: its path, how it is described to search engines, its header and its blocks. */
export const Page = z
  .object({
    $schema: SchemaRef,
    path: z
      .union([z.literal('*'), z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'a route such as "/portfolio"')])
      .describe('The page\'s URL, e.g. "/portfolio" ("/" is the home page); "*" is the page shown for unknown paths (404).'),
    meta: PageMeta,
    header: HeaderVariant,
    blocks: z
      .array(Block)
      .min(1)
      .describe('The sections of the page from top to bottom; each is a block chosen by its "type" (see the block tables).'),
  })
  .strict()
  .describe('A page of the site: its URL, its description for search engines, its header style and its blocks.');

export type Page = z.infer<typeof Page>;
export type PageMeta = z.infer<typeof PageMeta>;
