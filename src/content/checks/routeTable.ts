import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { collectionOf, collections } from '../collections/registry.ts';
import type { CollectionName } from '../../model/entries.ts';

export interface RouteTable {
  /** Every URL the site serves, with the file it comes from. */
  routes: Map<string, string>;
  conflicts: Problem[];
}

const cache = new WeakMap<Content, RouteTable>();

export function routeTable(content: Content): RouteTable {
  const known = cache.get(content);
  if (known) return known;
  const routes = new Map<string, string>();
  const conflicts: Problem[] = [];
  const add = (route: string, file: string, path: (string | number)[]) => {
    const other = routes.get(route);
    if (other)
      conflicts.push({ severity: 'error', file, path, message: `the URL ${route} is already taken by ${other}` });
    else routes.set(route, file);
  };
  for (const { file, value } of content.collections.pages) if (value.path !== '*') add(value.path, file, ['path']);
  for (const name of Object.keys(collections) as CollectionName[]) {
    const { route } = collectionOf(name);
    if (route)
      for (const { file, value } of content.collections[name])
        add(route((value as { slug: string }).slug), file, ['slug']);
  }
  // A sold home's former listing address stays a route: it leads to the sale.
  for (const { file, value } of content.collections.sales)
    if (value.formerUrl) add(value.formerUrl, file, ['formerUrl']);
  const table = { routes, conflicts };
  cache.set(content, table);
  return table;
}
