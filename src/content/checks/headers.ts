import { blockDefinitions } from '../../blocks/registry.ts';
import type { BlockType } from '../../blocks/registry.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';

/** The blocks that open a page on a full-bleed image, as their definitions say, in words for the message. */
const fullBleedOpeners = (Object.keys(blockDefinitions) as BlockType[]).filter(
  (type) => blockDefinitions[type].opensFullBleed,
);

/** A transparent header needs a full-bleed picture under it, or its white links are unreadable. */
export function checkHeaders(content: Content): Problem[] {
  return content.collections.pages.flatMap(({ file, value }) =>
    value.header === 'transparent' && !fullBleedOpeners.includes(value.blocks[0]?.type as BlockType)
      ? [
          {
            severity: 'error' as const,
            file,
            path: ['header'],
            message: `a transparent header needs the page to open on a full-bleed image (first block ${fullBleedOpeners.join(' or ')}), or its links are unreadable; use "solid"`,
          },
        ]
      : [],
  );
}
