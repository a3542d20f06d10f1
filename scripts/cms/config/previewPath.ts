import { collections, entryRoute, type CollectionName } from '../../../src/content/collections/registry.ts';
import type { SiteData } from '../../../src/content/render/routeData.ts';
import type { EditorEntry } from './entryFile.ts';

/** The page the 404 route is keyed by in the pages collection. */
export const NOT_FOUND_PATH = '*';

/**
 * The page that shows an entry: a page's own path, an entry's own page, else the first page that
 * names it, else the home page. The same for the local preview (server/preview.ts) and the hosted
 * one (browser/previewEntryPoint.tsx).
 */
export function previewPath({ collection, slug, data }: EditorEntry, site: SiteData): string {
  if (collection === 'pages') {
    const path = String(data.path);
    return path === NOT_FOUND_PATH || site.routes.has(path) ? path : '/';
  }
  if (!(collection in collections)) return '/';
  const name = slug || String(data.slug);
  const own = entryRoute(collection as CollectionName, name);
  if (own && site.routes.has(own)) return own;
  for (const [path, route] of site.routes) if (JSON.stringify(route.page).includes(`"${name}"`)) return path;
  return '/';
}
