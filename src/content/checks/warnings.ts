import { extname } from 'node:path';
import { collectionOf, collections, singletons } from '../collections/registry.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { sizeImage } from '../render/mediaSizes.ts';
import type { CollectionName } from '../../model/entries.ts';
import { relationsIn, type PlacedImage } from '../../model/relationsIn.ts';
import { fontsCover } from '../../ui/fonts/characterSet.ts';
import type { Image, Price } from '../../model/common.ts';
import {
  imageRoles,
  maxDescriptionCharacters,
  maxPlausiblePrice,
  oversizeFactor,
  placeholder,
} from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { checkPlaceholders } from './placeholders.ts';
import { walkJson } from './walk.ts';

/**
 * Every image written in the content, with the role that decides how wide it is drawn, as the
 * schemas declare it (`image(role, …)`, src/model/relations.ts; blocks' images included, their
 * schemas being part of a page's). An image used in two places (a listing's first photo is also
 * its card) is declared at its largest use.
 */
export function placedImages(content: Content): { file: string; images: readonly PlacedImage[] }[] {
  const { site, publications } = content.singletons;
  return [
    ...(Object.keys(collections) as CollectionName[]).flatMap((name) =>
      content.collections[name].map(({ file, value }) => ({
        file,
        images: relationsIn(collectionOf(name).schema, value).images,
      })),
    ),
    { file: site.file, images: relationsIn(singletons.site.schema, site.value).images },
    { file: publications.file, images: relationsIn(singletons.publications.schema, publications.value).images },
  ];
}

const vector = new Set(['.svg']);

/** Images too small for where they are shown, or far larger than needed; an image that cannot be read at all is an error. */
function checkImageSizes(content: Content): Problem[] {
  const problems: Problem[] = [];
  // One read per file per run, however many entries share it.
  const widths = new Map<string, number | 'missing' | 'unreadable'>();
  const widthOf = (image: Image) => {
    const key = image.width && image.height ? `${image.src} ${image.width}` : image.src;
    let known = widths.get(key);
    if (known === undefined) {
      try {
        known = sizeImage(content.dataDir, image).width || 'unreadable';
      } catch (error) {
        known = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
      }
      widths.set(key, known);
    }
    return known;
  };

  // A synced listing's photos on the board's host come in the feed's sizes, which the team cannot
  // change here (the next sync writes them again): "use a larger picture" (or a smaller one) would
  // be noise, once per photo of every listing (about 8,000 lines at 2,000 listings). The team's
  // own files in those listings (floor plans, a poster) are judged as any other.
  const feedListings = new Set(content.collections.listings.filter(({ value }) => value.feed).map(({ file }) => file));
  const fromTheFeed = (file: string, image: Image) => feedListings.has(file) && /^https?:\/\//.test(image.src);

  for (const { file, images } of placedImages(content)) {
    for (const { path, image, role } of images) {
      if (vector.has(extname(image.src).toLowerCase())) continue;
      const width = widthOf(image);
      const at = [...path, 'src'];
      // A missing file is reported by the media check.
      if (width === 'missing') continue;
      if (width === 'unreadable') {
        problems.push({
          severity: 'error',
          file,
          path: at,
          message: `the file ${image.src} could not be read as an image (expected a JPEG, PNG, WebP, AVIF or SVG file)`,
          suggestion: 'export the picture again as a JPEG and replace the file',
        });
        continue;
      }
      const shown = imageRoles[role].shownWidth;
      const judged = !fromTheFeed(file, image);
      if (judged && width < shown)
        problems.push({
          severity: 'warning',
          file,
          path: at,
          message: `this image is ${width} px wide but is shown up to ${shown} px wide (${role} image), so it will look soft`,
          suggestion: `use a picture at least ${imageRoles[role].recommendedWidth} px wide`,
        });
      else if (judged && width > shown * oversizeFactor)
        problems.push({
          severity: 'warning',
          file,
          path: at,
          message: `this image is ${width} px wide, more than ${oversizeFactor} times the ${shown} px it is shown at (${role} image): visitors would download pixels they never see`,
          suggestion: `resize it to about ${imageRoles[role].recommendedWidth} px wide`,
        });
      // A portrait the page shows upright: a landscape photo there loses its sides (a face cut in half).
      // The "photo to come" picture is told once, as still to fill in (placeholders.ts).
      if (role === 'portrait' && image.src !== placeholder.photo) {
        const { height } = sizeImage(content.dataDir, image);
        if (height > 0 && width > height)
          problems.push({
            severity: 'warning',
            file,
            path: at,
            message: `this portrait is landscape (${width} × ${height} px), but the page shows it upright, so its sides are cut off`,
            suggestion: 'choose an upright photo (taller than it is wide), or crop this one upright around the person',
          });
      }
    }
  }
  return problems;
}

function checkPrices(content: Content): Problem[] {
  const problems: Problem[] = [];
  const check = (file: string, price: Price) => {
    if (price.kind !== 'amount') return;
    if (price.amount === 0)
      problems.push({
        severity: 'warning',
        file,
        path: ['price', 'amount'],
        message: 'the price is 0',
        suggestion: 'enter the amount, or write { "kind": "uponRequest" } to show "Price Upon Request"',
      });
    else if (price.amount > maxPlausiblePrice)
      problems.push({
        severity: 'warning',
        file,
        path: ['price', 'amount'],
        message: `the price ${price.amount.toLocaleString('en-CA')} ${price.currency} is over ${maxPlausiblePrice.toLocaleString('en-CA')}: is there a zero too many?`,
      });
  };
  for (const { file, value } of content.collections.listings) check(file, value.price);
  for (const { file, value } of content.collections.sales) check(file, value.price);
  return problems;
}

function checkDescriptions(content: Content): Problem[] {
  return content.collections.listings.flatMap(({ file, value }) => {
    const length = value.description.join('\n\n').length;
    return length > maxDescriptionCharacters
      ? [
          {
            severity: 'warning' as const,
            file,
            path: ['description'],
            message: `the description is ${length.toLocaleString('en-CA')} characters long, over ${maxDescriptionCharacters.toLocaleString('en-CA')}: few visitors read that far`,
            suggestion: 'shorten it, or check that nothing was pasted twice',
          },
        ]
      : [];
  });
}

/** Keys whose values are addresses or identifiers, never set in the site's fonts. */
const notDisplayed = new Set(['$schema', 'src', 'href', 'slug', 'url', 'mimeType']);

/** Text with characters the web fonts do not carry: they show in a fallback typeface, mid-word. */
function checkCharacters(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string' || notDisplayed.has(String(path.at(-1)))) return;
      const missing = [...new Set([...value].filter((char) => !fontsCover(char)))];
      if (!missing.length) return;
      const named = missing
        .map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
        .join(', ');
      problems.push({
        severity: 'warning',
        file,
        path,
        message: `${named} ${missing.length === 1 ? 'is' : 'are'} not in the site's fonts, so ${missing.length === 1 ? 'it shows' : 'they show'} in a fallback typeface beside the rest of the text`,
        suggestion:
          'use a character the fonts carry (straight or curly quotes, dashes, accented Latin letters), or ask a developer to add it to src/ui/fonts/characterSet.ts and run npm run generate',
      });
    });
  return problems;
}

/**
 * Content that is valid but probably not what the team meant: told as warnings, which the
 * build prints and does not stop on. Thresholds live in src/content/thresholds.ts.
 * A listing with no photos cannot happen: the schema requires at least one.
 */
export function checkWarnings(content: Content): Problem[] {
  return [
    ...checkImageSizes(content),
    ...checkPrices(content),
    ...checkDescriptions(content),
    ...checkPlaceholders(content),
    ...checkCharacters(content),
  ];
}
