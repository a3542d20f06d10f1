import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import { linkedTextHrefs } from '../../model/linkedText.ts';
import { normalizePath } from '../../model/paths.ts';
import { routeTable } from './routeTable.ts';
import { walkJson } from './walk.ts';

const allFiles = (content: Content) => [
  ...Object.values(content.collections).flat(),
  ...Object.values(content.singletons),
];

/** Every "href" that points into the site names a route that exists. */
export function checkInternalLinks(content: Content): Problem[] {
  const { routes } = routeTable(content);
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string') return;
      // An "href", or the links written [words](/path) inside a text.
      const hrefs = path.at(-1) === 'href' ? [value].filter((href) => href.startsWith('/')) : linkedTextHrefs(value);
      for (const href of hrefs) {
        const route = normalizePath(href);
        if (!routes.has(route))
          problems.push({
            severity: 'error',
            file,
            path,
            message: `the link ${href} leads nowhere: no page has the URL ${route}`,
            suggestion: didYouMean(route, routes.keys()),
          });
      }
    });
  return problems;
}

export { allFiles };
