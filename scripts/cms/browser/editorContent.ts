import type { ContentIndex } from '../config/contentIndex.ts';

/**
 * The content an entry is checked and previewed against in the editor's page: the index beside
 * the editor (admin/content.json: written by the build hosted, fetched once per page; answered
 * from data/ by npm start), and the files the editor's backend holds now (the in-page test
 * repository's, with this session's saves).
 */
let index: Promise<ContentIndex> | undefined;

/**
 * `admin` is the editor's folder: the preview's page asks from its own address, which it changes.
 * `fresh`: asked again rather than remembered (under npm start the index is read from data/ at each
 * request, so a check sees the last save, and a file changed outside the editor, at once).
 */
export function siteIndex(admin: string | URL, fresh = false): Promise<ContentIndex> {
  if (fresh) index = undefined;
  index ??= fetch(new URL('content.json', admin), fresh ? { cache: 'no-store' } : {}).then((response) => {
    if (!response.ok) throw new Error(`content.json: ${response.status}`);
    return response.json() as Promise<ContentIndex>;
  });
  return index;
}

/** The backend's files by path; `editor` is the editor's window (the preview's page is a frame inside it). */
export function backendFiles(editor: Window): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const file = node as { path?: unknown; content?: unknown };
    if (typeof file.path === 'string' && typeof file.content === 'string') out[file.path] = file.content;
    else for (const child of Object.values(node)) walk(child);
  };
  walk((editor as { repoFiles?: unknown }).repoFiles);
  return out;
}
