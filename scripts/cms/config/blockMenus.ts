import { blockTypesIn } from '../../../src/blocks/registry.ts';
import type { DecapField } from './decapFields.ts';

/**
 * Which blocks each block list of the editor offers, from where each block declares it may go
 * (`places` in its src/blocks/<type>/block.ts); the site's check refuses the same (blockList in
 * src/blocks/registry.ts), so a file edited by hand is held to it too:
 * - the site draws some itself on an entry's own page (a listing's gallery and details, a guide,
 *   a member's profile, a legal text): no data file writes them, so no menu offers them;
 * - a member's closing blocks follow the profile, so they are never a page's top (a hero or a
 *   page heading) nor the 404 page's message.
 * The 404 page is a page like the others (path "*"), and Decap's block menu is one per list, so
 * "Not Found" stays in the pages' menu, named for its place; the form's check refuses it
 * anywhere else (misplacedBlocks).
 */
export const DRAWN_BY_THE_SITE: string[] = blockTypesIn('site');
const PAGE_BLOCKS: string[] = blockTypesIn('pageTop', 'pageBody');
const CLOSING_BLOCKS: string[] = blockTypesIn('pageBody');
const ARTICLE_BODY_BLOCKS: string[] = blockTypesIn('articleBody');

/** The 404 page's own block, and the page path it belongs on. */
const NOT_FOUND = { type: 'notFound', path: '*' };

/** Each collection's block lists (field names) and the blocks each may hold. */
const blockMenus: Record<string, Record<string, (type: string) => boolean>> = {
  pages: { blocks: (type) => PAGE_BLOCKS.includes(type) },
  team: { closing: (type) => CLOSING_BLOCKS.includes(type) && type !== NOT_FOUND.type },
  articles: { body: (type) => ARTICLE_BODY_BLOCKS.includes(type) },
};

/** A collection's fields with each block list's menu cut down to the blocks that belong in it. */
export function withBlockMenus(collection: string, fields: DecapField[]): DecapField[] {
  const menus = blockMenus[collection] ?? {};
  return fields.map((field) => {
    const belongs = menus[field.name];
    if (!belongs || !Array.isArray(field.types)) return field;
    const types = (field.types as DecapField[])
      .filter((type) => belongs(type.name))
      .map((type) => (type.name === NOT_FOUND.type ? { ...type, label: 'Not Found (the 404 page only)' } : type));
    return { ...field, types };
  });
}

/**
 * Blocks an entry holds where they do not belong, each in a sentence for the form: what the menu
 * keeps out, a file edited by hand may still hold (or a Not Found block on a page other than 404).
 */
export function misplacedBlocks(collection: string, data: Record<string, unknown>): string[] {
  const menus = blockMenus[collection] ?? {};
  const sentences: string[] = [];
  for (const [list, belongs] of Object.entries(menus)) {
    const blocks = Array.isArray(data[list]) ? (data[list] as { type?: unknown }[]) : [];
    blocks.forEach((block, index) => {
      const type = String(block?.type);
      if (!belongs(type))
        sentences.push(
          `Block ${index + 1} (${type}) cannot go in this list: remove it, or choose one of the blocks its menu offers.`,
        );
      else if (collection === 'pages' && type === NOT_FOUND.type && data.path !== NOT_FOUND.path)
        sentences.push(
          `Block ${index + 1} (Not Found) belongs only on the page shown for unknown addresses (path "*"): remove it from this page.`,
        );
    });
  }
  return sentences;
}
