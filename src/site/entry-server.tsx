import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { RouteData } from '../content/render/routeData.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { blockTypesOf, loadBlockComponents } from './blockComponents.ts';

/** Pre-renders one URL: the page's HTML and the critical CSS it uses. */
export async function render(url: string, data: RouteData): Promise<{ html: string; styles: string }> {
  await loadBlockComponents(blockTypesOf(data.page));
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const path = new URL(url, 'http://localhost').pathname;
  const html = renderToString(
    <CacheProvider value={cache}>
      <App initial={{ path: data.page.path === '*' ? path : data.page.path, data }} ssrPath={path} />
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
