import type { ComponentType } from 'react';
import type { PageData } from '../content/render/siteData.ts';
import { blockComponents } from './registry.ts';

/** Renders any page: each block through the registry, in order. Knows nothing about specific pages. */
export function PageView({ page }: { page: PageData }) {
  return (
    <>
      {page.blocks.map((block, i) => {
        const Component = blockComponents[block.type] as ComponentType<{ block: typeof block }>;
        return <Component key={`${page.path}:${i}:${block.type}`} block={block} />;
      })}
    </>
  );
}
