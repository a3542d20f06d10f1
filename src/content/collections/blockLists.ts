import { type Block, definitionOf } from '../../blocks/registry.ts';
import type { Reference } from '../../model/defineBlock.ts';
import type { PlacedImage } from './defineCollection.ts';

type Path = (string | number)[];

/** What the blocks of a list (a page's blocks, a member's closing) name in other collections, located from the entry. */
export const blockListReferences = (blocks: Block[], at: Path): Reference[] =>
  blocks.flatMap((block, i) =>
    definitionOf(block.type)
      .references(block)
      .map((ref) => ({ ...ref, path: [...at, i, ...ref.path] })),
  );

/** The images written in a list of blocks, with the role each block draws them in. */
export const blockListImages = (blocks: Block[], at: Path): PlacedImage[] =>
  blocks.flatMap((block, i) =>
    Object.entries(definitionOf(block.type).images).flatMap(([field, role]) => {
      const image = (block as unknown as Record<string, PlacedImage['image'] | undefined>)[field];
      return image && role ? [{ path: [...at, i, field], image, role }] : [];
    }),
  );
