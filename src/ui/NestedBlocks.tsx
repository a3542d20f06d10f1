import { createContext, Fragment, use, type ReactNode } from 'react';
import type { NestedBlock } from '../model/nestedBlock.ts';

/**
 * How a block is drawn by the site: src/site fills it from the block-component map, so a block
 * that holds others (an article's body) draws them without importing them or the map, which the
 * block-folder rule forbids. The server fills it (src/site/entryServer.tsx): the blocks that hold
 * others are static, so the browser never draws them and ships none of this.
 */
export const BlockDrawer = createContext<((block: NestedBlock) => ReactNode) | null>(null);

/** Blocks held inside another, resolved by ctx.resolveBlocks, each drawn by its own component, in order. */
export function NestedBlocks({ blocks }: { blocks: readonly NestedBlock[] }) {
  const draw = use(BlockDrawer);
  if (!draw) throw new Error('NestedBlocks was rendered outside the BlockDrawer the site provides');
  return blocks.map((block, i) => <Fragment key={i}>{draw(block)}</Fragment>);
}
