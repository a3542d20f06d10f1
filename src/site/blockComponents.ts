import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from '../blocks/registry.ts';
import type { BrowserPageData } from '../content/render/routeData.ts';
import { isStaticHtml } from './StaticBlock.tsx';

/** Where each block type's component comes from: the browser knows the interactive blocks only (src/blocks/components.ts), the server every block. */
export type BlockLoaders = Partial<Record<BlockType, () => Promise<unknown>>>;

const loaded = new Map<BlockType, ComponentType<never>>();

/**
 * Loads the components of these block types (once each on a first load). Pages render only after
 * this resolves. The server asks again on every render (`again`): the module loader keeps them,
 * and the dev server's hands over a component's edited code; a client-side navigation asks again
 * so a block can fetch what a page without server HTML needs at once (the gallery's carousel).
 */
export async function loadBlockComponents(types: Iterable<BlockType>, loaders: BlockLoaders, again = false): Promise<void> {
  const missing = [...new Set(types)].filter((type) => again || !loaded.has(type));
  await Promise.all(
    missing.map(async (type) => {
      const load = loaders[type];
      if (!load) throw new Error(`The "${type}" block has no component here: a static block reaches the browser as HTML`);
      loaded.set(type, (await load()) as ComponentType<never>);
    }),
  );
}

/** The block types whose components a page needs: every block on the server, the interactive ones in the browser (a static block comes as HTML). */
export const componentTypesOf = (page: BrowserPageData): BlockType[] => page.blocks.filter((block) => !isStaticHtml(block)).map((block) => block.type);

export function blockComponent<K extends BlockType>(type: K): ComponentType<BlockProps<K>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded`);
  return component as unknown as ComponentType<BlockProps<K>>;
}
