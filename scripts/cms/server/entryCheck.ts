import { imageSize } from 'image-size';
import { entryStandInProblems } from '../../tools/contentStandIns.ts';
import { PhotoRefused } from '../../lib/preparePhoto.ts';
import { fileOf, type ChosenPhoto, type EditorEntry, type PendingMedia } from './entryCopy.ts';
import type { UploadedAsset } from './uploads.ts';
import { pendingPhotos } from './preparedPhotos.ts';
import { refusalOf, type Refusal } from './editorMessages.ts';

/** An entry as the editor's page sends it to npm start: the photos chosen in the form come along, base64. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: Omit<UploadedAsset, 'encoding'>[] };

/** What npm start adds to the page's check of an entry (POST /admin/check). */
export interface DiskAnswer {
  /** A photo chosen that the site cannot use, with the reason: the save stops at that. */
  refused: Refusal[];
  /** The stand-in rules' errors on the entry, added to the page's own. */
  errors: Refusal[];
  /** The photos chosen, as they will be stored: what the page's check measures them by. */
  photos: ChosenPhoto[];
}

/**
 * Under npm start the content check runs in the editor's page, as hosted (siteCheckScript.ts,
 * against data/ as it is at each save); this answers only what needs npm start's side:
 * - the photos chosen in the form, prepared as their save will store them (upright, metadata
 *   stripped, scaled, refused when too small: uploads.ts, the code `npm run photos` uses) and
 *   measured, so the page's rules measure the stored file; prepared once, the preview and the save
 *   reuse them (preparedPhotos.ts);
 * - the stand-in rules (the media package's), which tell a stand-in from the team's photograph by a
 *   mark inside its bytes.
 */
export async function diskCheck(
  contentRoot: string,
  { media: sent = [], ...entry }: EntryToCheck,
): Promise<DiskAnswer> {
  let media: PendingMedia[];
  try {
    media = await pendingPhotos(sent);
  } catch (error) {
    if (error instanceof PhotoRefused)
      return { refused: [{ message: error.message, details: '', labels: [] }], errors: [], photos: [] };
    throw error;
  }
  const photos = media.map(({ path, content }) => {
    let size: { width?: number; height?: number } = {};
    try {
      size = imageSize(content);
    } catch {
      // Not a picture (a video): measured as nothing, as the content index measures one.
    }
    return { path: path.replace(/^\/+/, ''), size: content.length, width: size.width ?? 0, height: size.height ?? 0 };
  });
  const file = fileOf(entry);
  // An entry with no file is refused by the page's check, in its words.
  const errors = file
    ? entryStandInProblems(contentRoot, file, entry.data).map((problem) => refusalOf(problem, entry))
    : [];
  return { refused: [], errors, photos };
}
