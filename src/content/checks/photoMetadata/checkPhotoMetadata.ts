import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Content } from '../../load/content.ts';
import type { Problem } from '../../load/problem.ts';
import { allFiles } from '../internalLinks.ts';
import { mediaFilesUnder } from '../mediaFiles.ts';
import type { JsonPath } from '../walk.ts';
import { walkJson } from '../walk.ts';
import { type MetadataFindings, photoFindings } from './findings.ts';

const photoFile = /\.(jpe?g|png|webp|avif)$/i;

/** "the GPS position where it was taken (in its EXIF data)" and/or the serial numbers, in words. */
function whatItCarries(findings: MetadataFindings): string {
  const parts = [
    ...(findings.gps.length
      ? [`the GPS position where it was taken (in ${[...new Set(findings.gps)].join(' and ')})`]
      : []),
    ...(findings.serial.length
      ? [`the serial number of the camera that took it (in ${[...new Set(findings.serial)].join(' and ')})`]
      : []),
    ...(findings.unread.length
      ? [
          `${findings.unread.join(' and ')} data, which may hold the GPS position where it was taken (the check does not read inside an AVIF file's)`,
        ]
      : []),
  ];
  return parts.join(', and ');
}

/**
 * A photo in data/media whose metadata holds the GPS position where it was taken (a phone writes
 * it into every picture: the seller's address, or a team member's home) or the camera's serial
 * number: refused at the file, and at every entry that names it, with the command that removes
 * it. The build removes all metadata from what it publishes anyway; this tells the team before
 * the photo reaches Git or the hosted editor's history.
 */
export function checkPhotoMetadata(content: Content): Problem[] {
  const namedBy = new Map<string, { file: string; path: JsonPath }[]>();
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value === 'string' && value.startsWith('/media/') && photoFile.test(value))
        namedBy.set(value, [...(namedBy.get(value) ?? []), { file, path }]);
    });
  const mediaDir = join(content.dataDir, 'media');
  return mediaFilesUnder(mediaDir)
    .filter((path) => photoFile.test(path))
    .flatMap((path): Problem[] => {
      const { mtimeMs, size } = statSync(path);
      const findings = photoFindings(path, `${mtimeMs} ${size}`);
      if (!findings || !(findings.gps.length || findings.serial.length || findings.unread.length)) return [];
      const file = relative(content.root, path).split('\\').join('/');
      const mediaPath = `/media/${relative(mediaDir, path).split('\\').join('/')}`;
      const carries = whatItCarries(findings);
      const suggestion = `remove its metadata (the picture stays as it is): npm run photos -- strip ${file}`;
      return [
        {
          severity: 'error',
          file,
          path: [],
          line: 1,
          column: 1,
          message: `this photo carries ${carries}: the site would publish it with the photo`,
          suggestion,
        },
        ...(namedBy.get(mediaPath) ?? []).map(({ file: entry, path: at }): Problem => ({
          severity: 'error',
          file: entry,
          path: at,
          message: `the photo ${mediaPath} carries ${carries}: the site would publish it with the photo`,
          suggestion,
        })),
      ];
    });
}
