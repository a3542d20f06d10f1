import type { ContentIndex } from '../config/contentIndex.ts';
import type { EditorEntry } from '../config/entryFile.ts';
import { checkEntry, type ChosenPhoto } from './siteCheck.ts';

/** The index the build wrote beside the editor's page, fetched once. */
let index: Promise<ContentIndex> | undefined;

/** The content as the editor's backend holds it now (the in-page test repository's files, with this session's saves). */
function backendFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const file = node as { path?: unknown; content?: unknown };
    if (typeof file.path === 'string' && typeof file.content === 'string') out[file.path] = file.content;
    else for (const child of Object.values(node)) walk(child);
  };
  walk((window as { repoFiles?: unknown }).repoFiles);
  return out;
}

(window as unknown as { siteCheck: unknown }).siteCheck = {
  async check(entry: EditorEntry, chosen: ChosenPhoto[]) {
    index ??= fetch(new URL('content.json', document.baseURI)).then((response) => {
      if (!response.ok) throw new Error(`content.json: ${response.status}`);
      return response.json() as Promise<ContentIndex>;
    });
    return checkEntry(await index, backendFiles(), entry, chosen);
  },
};
