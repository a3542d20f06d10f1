import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { collectionOf, collections } from '../collections/registry.ts';
import type { CollectionName } from '../../model/entries.ts';
import { createResolveContext } from '../render/context.ts';
import { presetPath, presetsOf } from '../render/resultPages.ts';

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
  // What holds each URL, for a conflict's message: a file, or a file's pre-rendered search.
  const takers = new Map<string, string>();
  const add = (route: string, file: string, path: (string | number)[], taker = file) => {
    const other = takers.get(route);
    if (other) {
      const rename = path.at(-1) === 'slug' ? { suggestion: 'choose another slug (and rename the file to match)' } : {};
      conflicts.push({
        severity: 'error',
        file,
        path,
        message: `the URL ${route} is already taken by ${other}`,
        ...rename,
      });
    } else {
      routes.set(route, file);
      takers.set(route, taker);
    }
  };
  for (const { file, value } of content.collections.pages) if (value.path !== '*') add(value.path, file, ['path']);
  // A page's pre-rendered searches (/listings/in-forest-hill: the filters as links) come before
  // entries, so an entry whose slug would take one's address is the one refused.
  const ctx = createResolveContext(content);
  for (const { file, value } of content.collections.pages)
    for (const preset of presetsOf(value, ctx))
      add(presetPath(value, preset), file, ['path'], `${file}'s page of "${preset.heading}" (a filter as a link)`);
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
