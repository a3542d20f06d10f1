import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { collectionPagesWithFiles } from '../render/collectionPages.ts';

/** Two pages with one title look alike in search results and browser tabs: each page needs its own. */
export function checkPageTitles(content: Content): Problem[] {
  const pages = [
    ...content.collections.pages.map(({ file, value }) => ({ file, path: ['meta', 'title'], page: value })),
    // A collection page's title comes from its entry (a listing's title, a member's name): told on the entry.
    ...collectionPagesWithFiles(content).map(({ file, page }) => ({ file, path: [], page })),
  ].filter(({ page }) => page.path !== '*');
  const seen = new Map<string, string>();
  return pages.flatMap(({ file, path, page }): Problem[] => {
    const first = seen.get(page.meta.title);
    if (!first) {
      seen.set(page.meta.title, page.path);
      return [];
    }
    return [
      {
        severity: 'warning',
        file,
        path,
        message: `the page ${page.path} has the same title as ${first}: "${page.meta.title}"`,
        suggestion: 'give each page a title of its own: search results and browser tabs show it',
      },
    ];
  });
}
