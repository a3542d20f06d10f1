/**
 * The stand-in media package: what the site's `npm run check` asks of it, in one call. The site
 * describes its pictures and listings; the package holds its stand-ins to them (alt texts to
 * the shot list, floor plans to the listing's figures), finds two entries showing one picture,
 * and keeps the inventory of data/media. The generator itself is `npm run media`
 * (generateMedia.ts); nothing under src/ imports this package.
 */
import { join } from 'node:path';
import { writeManifest } from './manifest.ts';
import { findSharedPictures } from './sharedPictures.ts';
import { standInRules, type ListingPlans, type MediaProblem, type NamedPicture } from './standInRules.ts';

export type { ListingPlans, MediaProblem, NamedPicture };

/** What the site tells the package about its content. */
export interface SiteMedia {
  /** The site's folder: data/media holds the stand-ins, shots.json and plans.json. */
  root: string;
  /** Every picture the content names with an alt text. */
  pictures: readonly NamedPicture[];
  /** Every listing (not the sold ones: their plans are no longer shown), with its plans and figures. */
  listings: readonly ListingPlans[];
  /** The one "photo to come" every new entry names: never a picture shared by two entries. */
  placeholderPhoto: string;
}

export interface StandInCheck {
  /** Alt texts that disagree with their stand-in, and stand-in plans that disagree with their listing. */
  problems: MediaProblem[];
  /** Two entries showing the same picture (decodes every photo: run it once the rest passes). */
  sharedPictures(): Promise<MediaProblem[]>;
  /** Rewrites data/media/manifest.json, the inventory of what is still a stand-in. */
  writeInventory(): void;
}

export function checkStandIns(site: SiteMedia): StandInCheck {
  const dataDir = join(site.root, 'data');
  return {
    problems: standInRules(site.root, site.pictures, site.listings),
    sharedPictures: () => findSharedPictures(site.root, site.placeholderPhoto),
    writeInventory: () => void writeManifest(join(dataDir, 'media')),
  };
}
