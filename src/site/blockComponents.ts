import type { ComponentType } from 'react';
import { blockLoaders } from '../blocks/components.ts';
import type { BlockType } from '../blocks/registry.ts';
import type { BlockProps } from '../blocks/blockProps.ts';
import type { PageData } from '../content/render/routeData.ts';

const loaded = new Map<BlockType, ComponentType<never>>();

/** Loads the components of these block types (once each). Pages render only after this resolves. */
export async function loadBlockComponents(types: Iterable<BlockType>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loaded.has(type));
  await Promise.all(missing.map(async (type) => loaded.set(type, (await blockLoaders[type]()) as ComponentType<never>)));
}

export const blockTypesOf = (page: PageData): BlockType[] => page.blocks.map((block) => block.type);

export function blockComponent<K extends BlockType>(type: K): ComponentType<BlockProps<K>> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The "${type}" block was rendered before its code was loaded`);
  return component as unknown as ComponentType<BlockProps<K>>;
}
