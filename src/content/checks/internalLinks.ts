import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import { normalizePath } from '../../model/paths.ts';
import { routeTable } from './routeTable.ts';
import { walkJson } from './walk.ts';

const allFiles = (content: Content) => [...Object.values(content.collections).flat(), ...Object.values(content.singletons)];

/** Every "href" that points into the site names a route that exists. */
export function checkInternalLinks(content: Content): Problem[] {
  const { routes } = routeTable(content);
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (path.at(-1) !== 'href' || typeof value !== 'string' || !value.startsWith('/')) return;
      const route = normalizePath(value);
      if (!routes.has(route)) problems.push({ severity: 'error', file, path, message: `the link ${value} leads nowhere: no page has the URL ${route}`, suggestion: didYouMean(route, routes.keys()) });
    });
  return problems;
}

export { allFiles };
