import { z } from 'zod';
import { blockList, type Block } from '../../blocks/registry.ts';
import { SchemaRef } from '../../model/common.ts';
import { PageMeta } from '../../model/page.ts';
import { HeaderVariant } from '../../model/site.ts';

/** A page written in data/pages: its path, how it is described to search engines, its header and its blocks. */
export const Page = z
  .object({
    $schema: SchemaRef,
    path: z
      .union([z.literal('*'), z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'a route such as "/portfolio"')])
      .describe(
        'The page\'s URL, e.g. "/portfolio" ("/" is the home page); "*" is the page shown for unknown paths (404).',
      ),
    meta: PageMeta,
    header: HeaderVariant,
    blocks: blockList('pageTop', 'pageBody')
      .min(1)
      .describe(
        'The sections of the page from top to bottom; each is a block chosen by its "type" (see the block tables).',
      ),
  })
  .strict()
  .describe('A page of the site: its URL, its description for search engines, its header style and its blocks.');

/** A page as the site renders it: one written in data/pages, or one a collection makes of an entry, whose blocks may include those only the site draws. */
export type Page = Omit<z.infer<typeof Page>, 'blocks'> & { blocks: Block[] };
