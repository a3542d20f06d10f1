/**
 * The stand-in rules that read nothing but data/ and each picture's stand-in mark: alt texts held
 * to the shot list, plans to their listing's figures. Apart from index.ts (which adds the shared
 * pictures, decoded with sharp, and the inventory) so the editor's page can bundle them: there
 * the mark comes from the content index, not the file (scripts/cms/browser/standInMarks.ts).
 */
import { join } from 'node:path';
import { checkAltTexts, type NamedPicture } from './checks/altTexts.ts';
import { checkPlans, type ListingPlans } from './checks/floorPlans.ts';
import type { MediaProblem } from './problem.ts';

export { isStandIn } from './standIn.ts';
export type { ListingPlans, MediaProblem, NamedPicture };

/** Alt texts that disagree with their stand-in, and stand-in plans that disagree with their listing. */
export const standInRules = (
  root: string,
  pictures: readonly NamedPicture[],
  listings: readonly ListingPlans[],
): MediaProblem[] => {
  const dataDir = join(root, 'data');
  return [...checkAltTexts(dataDir, pictures), ...checkPlans(dataDir, listings)];
};
