import { createHash } from 'node:crypto';
import type { EditorEntry, PendingMedia } from './entryCopy.ts';
import { prepareUpload, type UploadedAsset } from './uploads.ts';

/** An entry as the editor's page sends it to npm start's preview: the photos chosen in the form come along, base64. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: Omit<UploadedAsset, 'encoding'>[] };

/**
 * Photos chosen in the editor's form, as npm start's preview draws them: the page has prepared
 * each already (photoUploads.ts), and the save stores it as sent; the preview, which receives it
 * again after every keystroke, makes sure of it once more with the photos tool's code (upright,
 * metadata stripped, scaled, refused when too small: uploads.ts) the first time and reuses that,
 * keyed by the file's content hash and name (a refusal names the file). Kept in memory for the
 * editor's session: the last few only, as each holds a prepared photo of up to 4000 px.
 */
const KEPT = 24;
const prepared = new Map<string, Promise<UploadedAsset>>();
const runs = new Map<string, number>();

const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** How often the preparation ran for a file of this content (any name): 1 once it was chosen, previewed, checked and saved. */
export function timesPrepared(content: Buffer): number {
  const hash = hashOf(content);
  let total = 0;
  for (const [key, count] of runs) if (key.startsWith(`${hash}:`)) total += count;
  return total;
}

/** `asset` made fit for the site (prepareUpload), from memory when this content under this name was prepared before. */
function preparedOnce(asset: UploadedAsset): Promise<UploadedAsset> {
  const input = Buffer.from(asset.content, asset.encoding);
  const name = asset.path.split('/').at(-1) ?? asset.path;
  const key = `${hashOf(input)}:${name}`;
  let ready = prepared.get(key);
  if (ready) {
    // Most recently used last: the first in the map is the one to drop.
    prepared.delete(key);
  } else {
    runs.set(key, (runs.get(key) ?? 0) + 1);
    ready = prepareUpload(asset);
    if (prepared.size >= KEPT) prepared.delete(prepared.keys().next().value!);
  }
  prepared.set(key, ready);
  // The same file may be stored under another folder than it was previewed in: only the path is the asset's own.
  return ready.then((done) => ({ ...done, path: asset.path.replace(/[^/]+$/, done.path.split('/').at(-1)!) }));
}

/** A file under data/media, no part of its path "." or "..": anything else is not a photo the form can bring. */
function isMediaPath(path: string): boolean {
  const [data, media, ...rest] = path.replace(/^\//, '').split('/');
  return (
    data === 'data' &&
    media === 'media' &&
    rest.length > 0 &&
    rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'))
  );
}

/**
 * The photos a form sends (base64, not stored yet) as they will be stored: each prepared once
 * (a photo the site cannot use throws PhotoRefused, with the reason). Anything outside data/media is ignored.
 */
export function pendingPhotos(sent: Omit<UploadedAsset, 'encoding'>[]): Promise<PendingMedia[]> {
  return Promise.all(
    sent
      .filter(({ path }) => isMediaPath(path))
      .map(async (asset) => {
        const ready = await preparedOnce({ ...asset, encoding: 'base64' });
        return { path: ready.path, content: Buffer.from(ready.content, 'base64') };
      }),
  );
}
