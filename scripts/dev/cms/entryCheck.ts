import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { collections, type CollectionName } from '../../../src/content/collections.ts';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { PhotoRefused } from '../../lib/preparePhoto.ts';
import { fileOf, unplaceableEntry, withEntrySaved, type EditorEntry, type PendingMedia } from './entryCopy.ts';
import { prepareUpload, type UploadedAsset } from './uploads.ts';
import { slugTaken } from './writeGuard.ts';
import { misplacedBlocks } from '../../build/cms/blockMenus.ts';
import { editorMessage } from './editorMessages.ts';

/** An entry as the editor's pre-save check sends it: the photos chosen in the form come along, base64. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: Omit<UploadedAsset, 'encoding'>[] };

/** A file under data/media, no part of its path "." or "..": anything else is not a photo the form can bring. */
function isMediaPath(path: string): boolean {
  const [data, media, ...rest] = path.replace(/^\//, '').split('/');
  return data === 'data' && media === 'media' && rest.length > 0 && rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));
}

/**
 * The check the editor runs before each save: the whole site as it would be with this entry
 * saved, checked as `npm run check` checks it. Answers the errors of that file, each in the
 * form's words with the check's file:line:column, field and fix kept as details (editorMessages.ts). A photo chosen in the form is not stored until
 * the entry is (Decap sends it with the save), so it is checked as it will be stored: through
 * the upload's own preparation, and a photo the site cannot use answers why.
 */
export async function checkEntry(contentRoot: string, { media: sent = [], ...entry }: EntryToCheck): Promise<string[]> {
  const file = fileOf(entry);
  if (!file) return [unplaceableEntry(entry)];
  // A new entry (no file yet) named after one that exists would replace it in the check's copy
  // and pass, and Decap would then write it beside as "<slug>-1.json": refused before anything.
  if (!entry.slug && entry.collection in collections && existsSync(join(contentRoot, file))) return [slugTaken(entry.collection as CollectionName, basename(file, '.json'))];
  // A block the list's menu keeps out (in a file edited by hand, or Not Found off the 404 page).
  const misplaced = misplacedBlocks(entry.collection, entry.data);
  if (misplaced.length > 0) return misplaced;
  let media: PendingMedia[];
  try {
    media = await Promise.all(
      sent
        .filter(({ path }) => isMediaPath(path))
        .map(async (asset) => {
          const ready = await prepareUpload({ ...asset, encoding: 'base64' });
          return { path: ready.path, content: Buffer.from(ready.content, 'base64') };
        }),
    );
  } catch (error) {
    if (error instanceof PhotoRefused) return [error.message];
    throw error;
  }
  return withEntrySaved(contentRoot, { ...entry, media }, file, (copy) => {
    const { problems } = loadContent(copy);
    return problems.filter((problem) => problem.severity === 'error' && problem.file === file).map((problem) => editorMessage(problem, entry));
  });
}
