/** "/listings/" and "/listings?x#y" are the route "/listings". */
export function normalizePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** Where the build writes each route's data, e.g. "/listings/x" -> "/_data/listings/x.json". */
export const routeDataUrl = (path: string) => `/_data${path === '/' ? '/index' : path}.json`;
export const NOT_FOUND_DATA_URL = '/_data/404.json';
