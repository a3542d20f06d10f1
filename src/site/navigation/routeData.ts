import { loadBlockComponents } from '../../blocks/components.ts';
import type { BrowserRouteData as RouteData } from '../../content/render/routeData.ts';
import { NOT_FOUND_DATA_URL, routeDataUrl } from '../../model/paths.ts';
import { componentTypesOf } from '../StaticBlock.tsx';

const cache = new Map<string, Promise<RouteData>>();

async function fetchJson(url: string): Promise<RouteData | undefined> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return (await response.json()) as RouteData;
}

/**
 * The data of a route (or of the not-found page when no such route exists) with the code of
 * its interactive blocks loaded (static blocks come as HTML in the data), so the page can render at once. Cached per path.
 */
export function loadRouteData(path: string): Promise<RouteData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchJson(routeDataUrl(path))
      .then(async (data) => data ?? (await fetchJson(NOT_FOUND_DATA_URL))!)
      .then(async (data) => {
        // Asked again on every navigation: a loader may prepare for a page rendered without server HTML (the gallery's).
        await loadBlockComponents(componentTypesOf(data.page), true);
        return data;
      });
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

export const rememberRouteData = (path: string, data: RouteData) => cache.set(path, Promise.resolve(data));
export const forgetRouteData = () => cache.clear();
