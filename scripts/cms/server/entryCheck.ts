import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { collections, type CollectionName } from '../../../src/content/collections/registry.ts';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { standInProblems } from '../../tools/contentStandIns.ts';
import { PhotoRefused } from '../../lib/preparePhoto.ts';
import { fileOf, unplaceableEntry, withEntrySaved, type EditorEntry, type PendingMedia } from './entryCopy.ts';
import type { UploadedAsset } from './uploads.ts';
import { pendingPhotos } from './preparedPhotos.ts';
import { entryWarnings } from './entryWarnings.ts';
import { slugTaken } from './writeGuard.ts';
import { misplacedBlocks } from '../config/blockMenus.ts';
import { editorMessage } from './editorMessages.ts';

/** What the check says of an entry: errors keep it from being saved, warnings are shown and the save goes ahead. */
export interface EntryVerdict {
  errors: string[];
  warnings: string[];
}

/** An entry as the editor's pre-save check sends it: the photos chosen in the form come along, base64. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: Omit<UploadedAsset, 'encoding'>[] };

/**
 * The check the editor runs before each save: the whole site as it would be with this entry
 * saved, checked as `npm run check` checks it. Answers the errors of that file, each in the
 * form's words with the check's file:line:column, field and fix kept as details (editorMessages.ts). A photo chosen in the form is not stored until
 * the entry is (Decap sends it with the save), so it is checked as it will be stored: through
 * the upload's own preparation, and a photo the site cannot use answers why.
 *
 * With the warnings the save goes ahead with, in the form's words too (entryWarnings.ts).
 */
export async function checkEntryFully(
  contentRoot: string,
  { media: sent = [], ...entry }: EntryToCheck,
): Promise<EntryVerdict> {
  const refused = (errors: string[]) => ({ errors, warnings: [] });
  const file = fileOf(entry);
  if (!file) return refused([unplaceableEntry(entry)]);
  // A new entry (no file yet) named after one that exists would replace it in the check's copy
  // and pass, and Decap would then write it beside as "<slug>-1.json": refused before anything.
  if (!entry.slug && entry.collection in collections && existsSync(join(contentRoot, file)))
    return refused([slugTaken(entry.collection as CollectionName, basename(file, '.json'))]);
  // A block the list's menu keeps out (in a file edited by hand, or Not Found off the 404 page).
  const misplaced = misplacedBlocks(entry.collection, entry.data);
  if (misplaced.length > 0) return refused(misplaced);
  let media: PendingMedia[];
  try {
    // Prepared once: the preview has usually prepared them already, and the save reuses them too.
    media = await pendingPhotos(sent);
  } catch (error) {
    if (error instanceof PhotoRefused) return refused([error.message]);
    throw error;
  }
  return withEntrySaved(contentRoot, { ...entry, media }, file, (copy) => {
    const loaded = loadContent(copy);
    // The stand-in rules are the media package's, outside loadContent: refused here as npm run check refuses them.
    const problems = loaded.content ? [...loaded.problems, ...standInProblems(copy, loaded.content)] : loaded.problems;
    return {
      errors: problems
        .filter((problem) => problem.severity === 'error' && problem.file === file)
        .map((problem) => editorMessage(problem, entry)),
      warnings: entryWarnings(problems, { contentRoot, file, entry, media }),
    };
  });
}
