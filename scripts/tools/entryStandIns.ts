/**
 * The stand-in rules on one entry as the editor is about to save it, from the form's data alone:
 * its pictures' alt texts and, for a listing on sale, its plans against its figures. Run in the
 * editor's page by the content check (scripts/cms/browser/siteCheck.ts, in both set-ups), where
 * `root` is the memory file system's site and each picture's stand-in mark comes from the content
 * index; so this file imports only the package's rules, none of its sharp or Chromium code.
 */
import { isStandIn, type NamedPicture, standInRules } from '@ashdown/media/rules';
import { walkJson } from '../../src/content/checks/walk.ts';
import { locateProblems } from '../../src/content/load/locate.ts';
import type { Problem } from '../../src/content/load/problem.ts';

/** Whether a file carries the stand-in mark: what the content index lists for the editor's page. */
export const isStandInFile = (path: string): boolean => isStandIn(path);

/** Every picture a file names with its alt text ({ src, alt } anywhere in it). */
export function picturesIn(file: string, raw: unknown): NamedPicture[] {
  const pictures: NamedPicture[] = [];
  walkJson(raw, (value, path) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === 'string' && typeof alt === 'string') pictures.push({ file, path, src, alt });
  });
  return pictures;
}

/**
 * The rules on the entry in `file`: a listing whose figures are not numbers yet is the rest of the
 * check's to refuse, and one that is sold no longer shows its plans.
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
  const problems = standInRules(root, picturesIn(file, data), listings);
  const text = JSON.stringify(data, null, 2) + '\n';
  return locateProblems(
    problems.filter((problem) => problem.file === file),
    (named) => (named === file ? text : undefined),
  );
}
