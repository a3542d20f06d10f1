/**
 * The stand-in package (scripts/media, @ashdown/media) holds its pictures and plans to what the
 * content says of them: npm run check, the build and the problems page hand it the loaded content
 * here, and place what it finds at the file's line and column as every other problem is (the
 * editor's check runs the same rules on one entry: entryStandIns.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MediaProblem, type StandInCheck, checkStandIns } from '@ashdown/media';
import { allFiles } from '../../src/content/checks/internalLinks.ts';
import type { Content } from '../../src/content/load/content.ts';
import { locateProblems } from '../../src/content/load/locate.ts';
import { withoutByteOrderMark } from '../../src/content/load/parseJson.ts';
import type { Problem } from '../../src/content/load/problem.ts';
import { placeholder } from '../../src/model/thresholds.ts';
import { picturesIn } from './entryStandIns.ts';

/** The package's check of this content: its problems at once, the shared pictures and the inventory on request. */
export function standInCheck(root: string, content: Content): StandInCheck {
  const pictures = allFiles(content).flatMap(({ file, raw }) => picturesIn(file, raw));
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
