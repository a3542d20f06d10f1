/**
 * The content check in the editor's page (bundled into /admin/check.js by checkBundle.ts): the
 * entry as it stands in the form, written over the site's content as the build indexed it
 * (contentIndex.ts) and as the editor's backend holds it now, checked by the same rules as
 * `npm run check`. Answers each error with its sentence, its details and the labels of the field
 * it concerns, so the form shows it under that field, and the warnings the save goes ahead with.
 * The same check serves the hosted editor and npm start's, the stand-in rules included (the media
 * package's, on the entry's pictures and plans: scripts/tools/entryStandIns.ts).
 */
import { collections, type CollectionName } from '../../../src/content/collections/registry.ts';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { misplacedBlocks } from '../config/blockMenus.ts';
import { fileOf, unplaceableEntry, type ChosenPhoto, type EditorEntry } from '../config/entryFile.ts';
import { slugTaken } from '../config/hostedSlugCheck.ts';
import { refusalOf, type Refusal } from '../server/editorMessages.ts';
import { entryWarnings } from '../server/entryWarnings.ts';
import type { ContentIndex } from '../config/contentIndex.ts';
import { clearFiles, putFile, existsSync } from './memoryFs.ts';
import { putSize } from './mediaSizes.ts';
import { clearFindings, putFindings } from './photoFindings.ts';
import { clearStandIns, putStandIn } from './standInMarks.ts';
import { entryStandInProblems } from '../../tools/entryStandIns.ts';

export type { ChosenPhoto };

/** Where the memory file system keeps the site, and the entry's file as last saved (for its warnings). */
const SITE = '/site';
const SAVED = '/saved';

export interface CheckAnswer {
  errors: Refusal[];
  warnings: string[];
}

/** The entry written over the site in the memory file system and the site loaded, or why it cannot be. */
type LoadedEntry =
  | { refused: string[] }
  | { file: string; loaded: ReturnType<typeof loadContent>; media: { path: string; content: never }[] };

/**
 * The site as it would be with the entry saved, loaded by the content's own loader: what the check
 * and the hosted preview (previewEntryPoint.tsx) both read.
 */
export function loadEntry(
  index: ContentIndex,
  current: Record<string, string>,
  entry: EditorEntry,
  chosen: ChosenPhoto[] = [],
): LoadedEntry {
  const file = fileOf(entry);
  if (!file) return { refused: [unplaceableEntry(entry)] };
  clearFiles();
  clearFindings();
  clearStandIns();
  for (const [path, findings] of Object.entries(index.metadata ?? {})) putFindings(`${SITE}/${path}`, findings);
  for (const path of index.standIns ?? []) putStandIn(`${SITE}/${path}`);
  for (const [path, text] of Object.entries({ ...index.files, ...current }))
    putFile(`${SITE}/${path}`, { text, size: text.length });
  for (const [path, [size, width, height]] of Object.entries(index.media)) {
    putFile(`${SITE}/${path}`, { size });
    if (width && height) putSize(`${SITE}/${path}`, width, height);
  }
  // A new entry named after one that exists would replace it here and pass; refused as locally.
  if (!entry.slug && entry.collection in collections && existsSync(`${SITE}/${file}`))
    return {
      refused: [slugTaken(entry.collection as CollectionName, file.replace(/^.*\//, '').replace(/\.json$/, ''))],
    };
  const misplaced = misplacedBlocks(entry.collection, entry.data);
  if (misplaced.length > 0) return { refused: misplaced };
  const saved = existsSync(`${SITE}/${file}`) ? (current[file] ?? index.files[file]) : undefined;
  if (saved !== undefined) putFile(`${SAVED}/${file}`, { text: saved, size: saved.length });
  const text = JSON.stringify(entry.data, null, 2) + '\n';
  putFile(`${SITE}/${file}`, { text, size: text.length });
  const media = chosen.map(({ path, size, width, height }) => {
    const at = `${SITE}/${path.replace(/^\/+/, '')}`;
    putFile(at, { size });
    putSize(at, width, height);
    return { path, content: new Uint8Array() as never };
  });
  return { file, loaded: loadContent(SITE), media };
}

/** The check's answer for an entry loaded by loadEntry (the hosted preview reads its warnings). */
export function answerOf(entry: EditorEntry, loadedEntry: LoadedEntry): CheckAnswer {
  if ('refused' in loadedEntry)
    return { errors: loadedEntry.refused.map((message) => ({ message, details: '', labels: [] })), warnings: [] };
  const { file, loaded, media } = loadedEntry;
  return {
    errors: loaded.problems
      .filter((problem) => problem.severity === 'error' && problem.file === file)
      .map((problem) => refusalOf(problem, entry)),
    // Whole, details included: the page shows them small under each sentence under npm start only.
    warnings: entryWarnings(loaded.problems, { contentRoot: SAVED, file, entry, media }),
  };
}

export function checkEntry(
  index: ContentIndex,
  current: Record<string, string>,
  entry: EditorEntry,
  chosen: ChosenPhoto[] = [],
): CheckAnswer {
  const answer = answerOf(entry, loadEntry(index, current, entry, chosen));
  // The stand-in rules, which loadContent leaves out and npm run check adds: read from the form's
  // data and the site as loadEntry wrote it (an entry with no file is refused above, in its words).
  const file = fileOf(entry);
  const standIns = file ? entryStandInProblems(SITE, file, entry.data).map((problem) => refusalOf(problem, entry)) : [];
  return { errors: [...answer.errors, ...standIns], warnings: answer.warnings };
}
