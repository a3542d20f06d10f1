import './fonts.css';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import type { RouteData } from '../content/render/siteData.ts';
import { normalizePath } from '../content/routes.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotionCache.ts';
import { ROOT_ID, ROUTE_DATA_ID } from './documentIds.ts';
import { listenForContentUpdates } from './navigation/contentUpdates.ts';
import { blockTypesOf, loadBlockComponents } from './registry.ts';

const data = JSON.parse(document.getElementById(ROUTE_DATA_ID)!.textContent!) as RouteData;
const initial = { path: normalizePath(location.pathname), data };

// The page's block code is preloaded by the HTML; hydration waits for it so the first render matches the server's.
await loadBlockComponents(blockTypesOf(data.page));

hydrateRoot(
  document.getElementById(ROOT_ID)!,
  <CacheProvider value={createEmotionCache()}>
    <App initial={initial} />
  </CacheProvider>,
);

if (import.meta.hot) listenForContentUpdates(import.meta.hot);
