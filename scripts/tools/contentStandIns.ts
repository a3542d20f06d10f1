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

/** Every picture a file names with its alt text ({ src, alt } anywhere in it). */
function picturesIn(file: string, raw: unknown): NamedPicture[] {
  const pictures: NamedPicture[] = [];
  walkJson(raw, (value, path) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === 'string' && typeof alt === 'string') pictures.push({ file, path, src, alt });
  });
  return pictures;
}

/**
 * The stand-in rules on one entry as the editor is about to save it (the rest of the check runs in
 * the editor's page, which cannot read a picture's stand-in mark): its pictures' alt texts and, for
 * a listing on sale, its plans against its figures. Read from the form's data alone, without
 * loading the site: a listing whose figures are not numbers yet is the page's check to refuse.
 */
export function entryStandInProblems(root: string, file: string, data: Record<string, unknown>): Problem[] {
  const listing = data as {
    sold?: unknown;
    bedrooms?: unknown;
    bathrooms?: unknown;
    feature?: { kind?: unknown; squareFeet?: unknown };
    floorPlans?: { levels?: { image?: { src?: unknown } }[] };
  };
  const onSale =
    file.startsWith('data/listings/') &&
    listing.sold === undefined &&
    typeof listing.bedrooms === 'number' &&
    typeof listing.bathrooms === 'number';
  const plans = (listing.floorPlans?.levels ?? [])
    .map((level) => level?.image?.src)
    .filter((src) => typeof src === 'string');
  const squareFeet = listing.feature?.kind === 'size' ? listing.feature.squareFeet : undefined;
  const listings = onSale
    ? [
        {
          file,
          plans,
          bedrooms: listing.bedrooms as number,
          bathrooms: listing.bathrooms as number,
          squareFeet: typeof squareFeet === 'number' ? squareFeet : undefined,
        },
      ]
    : [];
  const { problems } = checkStandIns({
    root,
    pictures: picturesIn(file, data),
    listings,
    placeholderPhoto: placeholder.photo,
  });
  const text = JSON.stringify(data, null, 2) + '\n';
  return locateProblems(
    problems.filter((problem) => problem.file === file),
    (named) => (named === file ? text : undefined),
  );
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
