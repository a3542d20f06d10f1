import { basename, dirname } from 'node:path';
import { collections } from '../../../src/content/collections/registry.ts';
import type { Content } from '../../../src/content/load/content.ts';
import type { Problem } from '../../../src/content/load/problem.ts';
import type { SiteData } from '../../../src/content/render/routeData.ts';

/** Every route, or the routes named. */
export type AffectedRoutes = 'all' | string[];

/**
 * Which pages a broken data file breaks, judged on the last content that was valid: an entry's
 * own page and every page whose data names the entry; a page file's own route; everything for
 * site settings, or a file the site cannot place. Every other page keeps working in the dev
 * server while the file is being fixed.
 */
export function affectedRoutes(problems: Problem[], content: Content, site: SiteData): AffectedRoutes {
  const routes = new Set<string>();
  const pageData = [...site.routes].map(([path, data]) => ({ path, text: JSON.stringify(data.page) }));
  for (const { file } of problems) {
    const folder = basename(dirname(file));
    const name = basename(file, '.json');
    const entry = Object.entries(collections).find(([, definition]) => dirname(file) === `data/${definition.folder}`);
    if (!entry || !file.endsWith('.json')) return 'all';
    if (folder === collections.pages.folder) {
      const page = content.collections.pages.find((loaded) => loaded.file === file)?.value.path;
      // A new page file, or the 404 page: nothing known to spare.
      if (page === undefined || page === '*') return 'all';
      routes.add(page);
      continue;
    }
    const [, definition] = entry;
    const own = definition.route?.(name);
    if (own) routes.add(own);
    // Pages that show the entry carry its slug in their data (a card, a reference).
    for (const { path, text } of pageData) if (text.includes(`"${name}"`)) routes.add(path);
  }
  return [...routes].sort();
}

export const isAffected = (affected: AffectedRoutes, path: string) => affected === 'all' || affected.includes(path);
