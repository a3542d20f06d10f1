import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { loadBlockComponents } from '../blocks/components.ts';
import { isInteractive } from '../blocks/registry.ts';
import type { BrowserRouteData, RouteData } from '../content/render/routeData.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { GlobalStyles } from './GlobalStyles.tsx';
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

/** Pre-renders one URL: the page's HTML, the critical CSS it uses, and the data the browser gets for it. */
export async function render(url: string, data: RouteData): Promise<RenderedPage> {
  await loadBlockComponents(componentTypesOf(data.page), true);
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const path = new URL(url, 'http://localhost').pathname;
  const html = renderToString(
    <CacheProvider value={cache}>
      <App
        initial={{ path: data.page.path === '*' ? path : data.page.path, data }}
        ssrPath={path}
        globalStyles={<GlobalStyles />}
        footerParts={footerParts}
      />
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
