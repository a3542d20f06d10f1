import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { maxPhotoBytes } from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

/**
 * Lists about data/media kept in its top folder, not media: the generated inventory, and what the
 * stand-in photos and floor plans show. The build does not publish them and no entry names them.
 */
const MEDIA_LISTS = ['manifest.json', 'shots.json', 'plans.json'];

/** A file of data/media (a path relative to it, or a full one) that is one of MEDIA_LISTS. */
export const isMediaList = (path: string) => MEDIA_LISTS.some((name) => path.endsWith(name));

/**
 * Every content file under data/media: not the generated inventory (manifest.json) or the
 * stand-ins' shot list (shots.json) and floor plans' rooms (plans.json), nor dotfiles
 * (editors' litter, a generator's in-progress writes) or Windows' Thumbs.db.
 */
export function mediaFilesUnder(mediaDir: string, dir = mediaDir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'Thumbs.db' || (dir === mediaDir && MEDIA_LISTS.includes(name))) return [];
    return statSync(path).isDirectory() ? mediaFilesUnder(mediaDir, path) : [path];
  });
}

/**
 * Files in data/media that no content names (a photo replaced but never deleted ships with every
 * deploy), and photos far heavier than any page needs. Both are told on the file itself.
 */
export function checkMediaFiles(content: Content): Problem[] {
  const used = new Set<string>();
  for (const { raw } of allFiles(content))
    walkJson(raw, (value) => {
      if (typeof value === 'string' && value.startsWith('/media/')) used.add(value);
    });
  const mediaDir = join(content.dataDir, 'media');
  return mediaFilesUnder(mediaDir).flatMap((path): Problem[] => {
    const mediaPath = `/media/${relative(mediaDir, path).split('\\').join('/')}`;
    const file = relative(content.root, path).split('\\').join('/');
    const bytes = statSync(path).size;
    return [
      ...(used.has(mediaPath)
        ? []
        : [
            {
              severity: 'warning' as const,
              file,
              path: [],
              line: 1,
              column: 1,
              message: `no content uses ${mediaPath}`,
              suggestion: 'delete the file, or name it in the entry that should show it',
            },
          ]),
      ...(bytes > maxPhotoBytes
        ? [
            {
              severity: 'warning' as const,
              file,
              path: [],
              line: 1,
              column: 1,
              message: `${mediaPath} weighs ${(bytes / 1024 / 1024).toFixed(1)} MB, over ${maxPhotoBytes / 1024 / 1024} MB: a camera original`,
              suggestion:
                'export it again at about 2400 px on the long edge (JPEG, quality 80), which weighs well under 1 MB',
            },
          ]
        : []),
    ];
  });
}
