import { z } from 'zod';
import { image } from './relations.ts';

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
    noindex: z
      .literal(true)
      .optional()
      .describe(
        'true keeps the page out of search engines and the sitemap (a page reached only from an email, such as /unsubscribe); leave out for every other page.',
      ),
    image: image(
      'share',
      "The picture shown when the page is shared (link previews), about 1200 px wide; the site's defaultShareImage if left out.",
    ).optional(),
  })
  .strict()
  .describe('How the page is described to search engines and in link previews.');

export type PageMeta = z.infer<typeof PageMeta>;
