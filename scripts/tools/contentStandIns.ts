/**
 * The stand-in package (scripts/media, @ashdown/media) holds its pictures and plans to what the
 * content says of them: npm run check and the editor's pre-save check hand it the loaded content
 * here, and place what it finds at the file's line and column as every other problem is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MediaProblem, type NamedPicture, type StandInCheck, checkStandIns } from '@ashdown/media';
import { allFiles } from '../../src/content/checks/internalLinks.ts';
import { walkJson } from '../../src/content/checks/walk.ts';
import type { Content } from '../../src/content/load/content.ts';
import { locateProblems } from '../../src/content/load/locate.ts';
import { withoutByteOrderMark } from '../../src/content/load/parseJson.ts';
import type { Problem } from '../../src/content/load/problem.ts';
import { placeholder } from '../../src/model/thresholds.ts';

/** The package's check of this content: its problems at once, the shared pictures and the inventory on request. */
export function standInCheck(root: string, content: Content): StandInCheck {
  const pictures: NamedPicture[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const { src, alt } = value as { src?: unknown; alt?: unknown };
      if (typeof src === 'string' && typeof alt === 'string') pictures.push({ file, path, src, alt });
    });
  const listings = content.collections.listings.map(({ file, value }) => ({
    file,
    plans: value.floorPlans?.levels.map((level) => level.image.src) ?? [],
    bedrooms: value.bedrooms,
    bathrooms: value.bathrooms,
    squareFeet: value.feature.kind === 'size' ? value.feature.squareFeet : undefined,
  }));
  return checkStandIns({ root, pictures, listings, placeholderPhoto: placeholder.photo });
}

/** The package's problems with their line and column, read from the files as they are on disk. */
export function locatedIn(root: string, problems: MediaProblem[]): Problem[] {
  const readText = (file: string) =>
    existsSync(join(root, file)) ? withoutByteOrderMark(readFileSync(join(root, file), 'utf8')) : undefined;
  return locateProblems(problems, readText);
}

/** What loadContent leaves out: the stand-in rules, for a check that must refuse what npm run check refuses. */
export const standInProblems = (root: string, content: Content): Problem[] =>
  locatedIn(root, standInCheck(root, content).problems);
