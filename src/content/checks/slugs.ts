import { basename } from 'node:path';
import { collections } from '../collections/registry.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { routeTable } from './routeTable.ts';

/** Slugs are unique within a collection and match their file names, so the file is easy to find from the URL. */
export function checkSlugs(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const name of Object.keys(collections) as (keyof typeof collections)[]) {
    const seen = new Map<string, string>();
    for (const { file, value } of content.collections[name]) {
      if (!('slug' in value)) continue;
      const slug = value.slug;
      const previous = seen.get(slug);
      if (previous)
        problems.push({
          severity: 'error',
          file,
          path: ['slug'],
          message: `duplicate slug "${slug}": ${previous} uses it already; every ${name} entry needs its own`,
        });
      else seen.set(slug, file);
      if (basename(file, '.json') !== slug)
        problems.push({
          severity: 'error',
          file,
          path: ['slug'],
          message: `the slug "${slug}" must match the file name`,
          suggestion: `rename the file to ${slug}.json or set the slug to "${basename(file, '.json')}"`,
        });
    }
  }
  // Two pages (or a page and a collection entry) claiming one URL.
  problems.push(...routeTable(content).conflicts);
  return problems;
}
