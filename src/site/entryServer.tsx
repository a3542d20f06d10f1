import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { loadBlockComponents } from '../blocks/components.ts';
import { blockTypesIn, definitionOf, isInteractive, type BlockType } from '../blocks/registry.ts';
import { blockComponent } from '../blocks/components.ts';
import { BlockDrawer } from '../ui/NestedBlocks.tsx';
import type { BrowserRouteData, RouteData } from '../content/render/routeData.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { footerParts } from './shell/FooterParts.tsx';
import { componentTypesOf } from './StaticBlock.tsx';
import { blockHtmlOf, rulesOf } from './prerenderedBlocks.ts';

export interface RenderedPage {
  /** The app's HTML, for the page's root element. */
  html: string;
  /** The critical CSS, as <style> tags for the head. */
  styles: string;
  /** The route data fetched on a navigation: interactive blocks with their props, static ones with their HTML and rules. */
  routeData: BrowserRouteData;
  /** The route data embedded in the page: static blocks without their HTML, which the page already holds. */
  embeddedData: BrowserRouteData;
}

/** The types of the blocks the page's blocks may hold and draw inside themselves (an article's body: `holds`). */
const heldTypesOf = (types: readonly BlockType[]): BlockType[] =>
  types.flatMap((type) => blockTypesIn(...(definitionOf(type).holds ?? [])));

/** Draws a block held inside another (src/ui/NestedBlocks.tsx) with its component, loaded with the page's. */
function drawBlock(block: { type: string }) {
  const Component = blockComponent(block.type as BlockType) as ComponentType<{ block: typeof block }>;
  return <Component block={block} />;
}

/** Pre-renders one URL: the page's HTML, the critical CSS it uses, and the data the browser gets for it. */
export async function render(url: string, data: RouteData): Promise<RenderedPage> {
  const types = componentTypesOf(data.page);
  await loadBlockComponents([...types, ...heldTypesOf(types)], true);
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const path = new URL(url, 'http://localhost').pathname;
  const html = renderToString(
    <CacheProvider value={cache}>
      <BlockDrawer value={drawBlock}>
        <App
          initial={{ path: data.page.path === '*' ? path : data.page.path, data }}
          ssrPath={path}
          footerParts={footerParts}
        />
      </BlockDrawer>
    </CacheProvider>,
  );
  const blocksHtml = blockHtmlOf(html, data.page.blocks.length);
  const browserData = (withHtml: boolean): BrowserRouteData => ({
    ...data,
    page: {
      ...data.page,
      blocks: data.page.blocks.map((block, i) => {
        const type = block.type;
        if (isInteractive(type)) return block;
        return withHtml
          ? { type, static: true, html: blocksHtml[i]!, styles: rulesOf(cache, blocksHtml[i]!) }
          : { type, static: true };
      }),
    },
  });
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    routeData: browserData(true),
    embeddedData: browserData(false),
  };
}
