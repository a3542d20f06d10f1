import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBlockComponents } from '../blocks/components.ts';
import type { BrowserRouteData } from '../content/render/routeData.ts';
import { normalizePath } from '../model/paths.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { ROOT_ID, ROUTE_DATA_ID } from './documentIds.ts';
import { listenForContentUpdates } from './navigation/contentUpdates.ts';
import { loadRouteData } from './navigation/routeData.ts';
import { componentTypesOf } from './StaticBlock.tsx';

/**
 * Resolves once the parser has reached the end of the document. The app starts at the first
 * paint, which on a slow phone can come while the parser is still partway down a long page, and
 * on Back the app's code comes from the cache at once: hydrating then would find half the markup
 * and none of the page's data, which comes after it.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * The path this document was loaded for. It is the address bar's, unless Back or Forward was
 * pressed before the app started: the browser then moves to the neighbouring entry within this
 * same document (it came from the app's own navigation before a reload), and the page on screen
 * is still the one loaded. Hydration renders that page; the router then follows the address bar.
 */
function loadedPath(): string {
  const navigation = performance.getEntriesByType('navigation')[0];
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

/** Renders the app into the pre-rendered page (hydration) or, for an empty shell, from scratch. */
export async function startApp() {
  await documentParsed();
  const embedded = document.getElementById(ROUTE_DATA_ID)?.textContent;
  const shownPath = embedded ? loadedPath() : location.pathname;
  const path = normalizePath(shownPath);
  // Pre-rendered pages carry their data; an empty shell (the client-rendered comparison build) fetches it.
  const data = embedded ? (JSON.parse(embedded) as BrowserRouteData) : await loadRouteData(path);

  // The page's block code is preloaded by the HTML; rendering waits for it so the first render
  // matches the server's. It is evaluated in a task of its own (see entryClient.tsx).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await loadBlockComponents(componentTypesOf(data.page));

  const root = document.getElementById(ROOT_ID)!;
  const hydrating = root.hasChildNodes();
  // A pre-rendered page has the footer's parts without behaviour in its body: their code is
  // fetched only to draw a page from scratch.
  const footer = hydrating ? undefined : await import('./shell/FooterParts.tsx');
  const app = (
    <CacheProvider value={createEmotionCache()}>
      <App initial={{ path, data }} ssrPath={embedded ? shownPath : undefined} footerParts={footer?.footerParts} />
    </CacheProvider>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread in one long task; the page is already visible meanwhile.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  if (import.meta.hot) listenForContentUpdates(import.meta.hot);
}
