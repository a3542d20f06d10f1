import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imageSize } from 'image-size';

/**
 * The published content as the editor's page checks an entry against it (admin/content.json):
 * every JSON file under data/ by its path, and every media file's byte size and, for a picture,
 * its size in pixels (what the rules read of a photo; its bytes stay on the site).
 */
export interface ContentIndex {
  files: Record<string, string>;
  media: Record<string, [bytes: number, width?: number, height?: number]>;
}

const picture = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

export function contentIndex(contentRoot: string): ContentIndex {
  const index: ContentIndex = { files: {}, media: {} };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(contentRoot, path).split('\\').join('/');
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) index.files[rel] = readFileSync(path, 'utf8');
      else if (rel.startsWith('data/media/')) {
        const bytes = statSync(path).size;
        let size: { width?: number; height?: number } = {};
        try {
          if (picture.test(entry.name)) size = imageSize(readFileSync(path));
        } catch {
          // A picture the check cannot measure is measured as 0 × 0, as the build's own check would refuse it.
        }
        index.media[rel] = size.width && size.height ? [bytes, size.width, size.height] : [bytes];
      }
    }
  };
  walk(join(contentRoot, 'data'));
  return index;
}
