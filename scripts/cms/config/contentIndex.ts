import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import { photoFindings, type MetadataFindings } from '../../../src/content/checks/photoMetadata/findings.ts';
import { isStandInFile } from '../../tools/entryStandIns.ts';

/**
 * The content as the editor's page checks an entry against it: every JSON file under data/ by its
 * path, and every media file's byte size and, for a picture, its size in pixels and what its
 * metadata gives away, and whether it is a stand-in (what the rules read of a file's bytes; the
 * bytes stay on the site).
 * Hosted, the build writes it (admin/content.json); under npm start it is read from data/ at each
 * save, so it is current after the last one.
 */
export interface ContentIndex {
  files: Record<string, string>;
  media: Record<string, [bytes: number, width?: number, height?: number]>;
  /** Photos whose metadata holds a GPS position or a serial number (or may: unread), by path. */
  metadata?: Record<string, MetadataFindings>;
  /** The media files that carry the stand-in mark (in their bytes), which the stand-in rules hold to the content. */
  standIns?: string[];
}

const picture = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
/** The photos the metadata rule reads (checkPhotoMetadata.ts). */
const photo = /\.(jpe?g|png|webp|avif)$/i;

/**
 * A picture's size in pixels, read again only when the file has changed: under npm start the
 * index is made at every save, and reading every photo again each time took most of its time.
 */
const sizes = new Map<string, { stamp: string; size: { width?: number; height?: number } }>();
function measured(path: string, stamp: string): { width?: number; height?: number } {
  const known = sizes.get(path);
  if (known?.stamp === stamp) return known.size;
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(readFileSync(path));
  } catch {
    // A picture the check cannot measure is measured as 0 × 0, as the build's own check would refuse it.
  }
  sizes.set(path, { stamp, size });
  return size;
}

export function contentIndex(contentRoot: string): ContentIndex {
  const index: ContentIndex = { files: {}, media: {}, metadata: {}, standIns: [] };
  // A link inside data/ that leads out of it is no content: under npm start the index is served to
  // the editor's page, and must not carry another file of the project (as decap-server's listings
  // do not: scripts/cms/server/contentPaths.ts).
  const content = realpathSync(join(contentRoot, 'data'));
  const inContent = (path: string) => {
    try {
      const real = realpathSync(path);
      return real === content || real.startsWith(content + sep);
    } catch {
      return false;
    }
  };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(contentRoot, path).split('\\').join('/');
      // (A linked folder is not followed either: a link to a folder above it would never end.)
      if (entry.isSymbolicLink() && (!inContent(path) || statSync(path).isDirectory())) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) index.files[rel] = readFileSync(path, 'utf8');
      else if (rel.startsWith('data/media/')) {
        const { size: bytes, mtimeMs } = statSync(path);
        const size = picture.test(entry.name) ? measured(path, `${mtimeMs} ${bytes}`) : {};
        index.media[rel] = size.width && size.height ? [bytes, size.width, size.height] : [bytes];
        const findings = photo.test(entry.name) ? photoFindings(path, `${mtimeMs} ${bytes}`) : undefined;
        if (findings && (findings.gps.length || findings.serial.length || findings.unread.length))
          index.metadata![rel] = findings;
        if (isStandInFile(path)) index.standIns!.push(rel);
      }
    }
  };
  walk(join(contentRoot, 'data'));
  return index;
}
