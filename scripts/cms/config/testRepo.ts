import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The value of EDITOR_BACKEND that builds the hosted editor on Decap's in-browser test backend. */
export const TEST_REPO = 'test-repo';

/** The content's files under data/ (JSON only: the photos stay on the site, under /media/). */
function dataFiles(contentRoot: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
    );
  return walk(join(contentRoot, 'data')).map((file) => relative(contentRoot, file).split('\\').join('/'));
}

/**
 * For tests and demonstrations only (EDITOR_BACKEND=test-repo): Decap's `test-repo` backend keeps
 * the repository in the page's memory (window.repoFiles), with no sign-in beyond a Login button
 * and nothing sent anywhere; a reload forgets every save. This script, loaded before Decap's bundle,
 * fills it with the content as built, so the editor opens on the site's own entries.
 *
 * Decap reads a folder collection's list from a top-level key named after the whole folder
 * ("data/listings") but reads and writes single files along the path's segments (data → listings):
 * each folder is set under both, one object, so a save shows in the list as in the file.
 */
export function testRepoScript(contentRoot: string): string {
  const tree: Record<string, unknown> = {};
  const folders = new Set<string>();
  for (const path of dataFiles(contentRoot)) {
    const segments = path.split('/');
    let node = tree;
    for (const segment of segments.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[segments.at(-1)!] = { path, content: readFileSync(join(contentRoot, path), 'utf8') };
    folders.add(segments.slice(0, -1).join('/'));
  }
  return `window.repoFiles = ${JSON.stringify(tree)};
for (const folder of ${JSON.stringify([...folders].filter((folder) => folder.includes('/')).sort())}) {
  let node = window.repoFiles;
  for (const segment of folder.split('/')) node = node[segment];
  window.repoFiles[folder] = node;
}
`;
}
