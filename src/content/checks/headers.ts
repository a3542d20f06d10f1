import type { Content } from '../load/loadContent.ts';
import type { Problem } from '../load/problem.ts';

/** Blocks that open a page on a full-bleed image, under which a transparent header stays legible. */
const fullBleedOpeners = new Set(['videoHero', 'pageHero']);

export function checkHeaders(content: Content): Problem[] {
  return content.collections.pages.flatMap(({ file, value }) =>
    value.header === 'transparent' && !fullBleedOpeners.has(value.blocks[0]?.type ?? '')
      ? [{ severity: 'error' as const, file, path: ['header'], message: `a transparent header needs the page to open on a full-bleed image (first block videoHero or pageHero), or its links are unreadable; use "solid"` }]
      : [],
  );
}
