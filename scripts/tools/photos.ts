/**
 * `npm run photos`: photos straight from a camera or phone into an entry.
 *
 *   npm run photos -- add IMG_0412.JPG "Back garden.jpg" --to listings/84-old-forest-hill
 *   npm run photos -- replace 3 new-kitchen.jpg --to listings/84-old-forest-hill
 *   npm run photos -- remove 3 --to listings/84-old-forest-hill
 *   npm run photos -- add portrait.jpg --to team/julian-mercer      (one-photo entries: sets it)
 *   npm run photos -- strip data/media/uploads/img-0412.jpg          (a photo already in place)
 *
 * Any file name is fine. Each photo is turned upright, stripped of its metadata (GPS included),
 * scaled down past 4000 px, saved as data/media/<kind>/<slug>/<n>.jpg (or <kind>/<slug>.jpg) and
 * written into the entry with an alt text to replace (the check lists it until you do).
 * `strip` removes the metadata of photos already in data/media (what the check asks for when a
 * photo carries its GPS position), keeping the picture, its name and its entries as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addPhotos, removePhoto, replacePhoto } from './entryPhotos.ts';
import sharp from 'sharp';
import { PhotoRefused } from '../lib/preparePhoto.ts';
import { needsEncodingAgain, withoutMetadataLossless } from '../../src/content/checks/photoMetadata/strip.ts';

const usage =
  'Usage: npm run photos -- add <file>... --to <kind>/<slug>   |   replace <number> <file> --to <kind>/<slug>   |   remove <number> --to <kind>/<slug>   |   strip <file>...';

/** The photo without its metadata, or undefined when it carries none; an AVIF with some is encoded again (sharp writes none). */
async function withoutMetadata(bytes: Buffer): Promise<Buffer | undefined> {
  if (needsEncodingAgain(bytes)) return sharp(bytes).keepIccProfile().avif({ quality: 80 }).toBuffer();
  return withoutMetadataLossless(bytes);
}

/** Rewrites each photo without its metadata, in place (a JPEG's, PNG's or WebP's pixels untouched). */
async function stripPhotos(root: string, files: string[]): Promise<string> {
  if (!files.length) throw new PhotoRefused(usage);
  const lines: string[] = [];
  for (const file of files) {
    const path = resolve(root, file);
    if (!existsSync(path))
      throw new PhotoRefused(
        `there is no file ${file}: give the path of the photo, e.g. data/media/uploads/img-0412.jpg`,
      );
    const clean = await withoutMetadata(readFileSync(path));
    if (clean) writeFileSync(path, clean);
    lines.push(clean ? `removed the metadata of ${file}` : `${file} carries no metadata`);
  }
  return lines.join('\n');
}

export async function photosCommand(args: string[], root = join(import.meta.dirname, '..', '..')): Promise<string> {
  if (args[0] === 'strip') return stripPhotos(root, args.slice(1));
  const toAt = args.indexOf('--to');
  const to = toAt >= 0 ? args[toAt + 1] : undefined;
  const [action, ...rest] = args.filter((_, i) => toAt < 0 || (i !== toAt && i !== toAt + 1));
  if (!to || !action) throw new PhotoRefused(usage);
  const number = (text: string | undefined) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1)
      throw new PhotoRefused(
        `"${text ?? ''}" is not a photo number: photos are numbered from 1 in the order of the entry's list`,
      );
    return n;
  };
  switch (action) {
    case 'add': {
      if (!rest.length) throw new PhotoRefused(usage);
      const added = await addPhotos(root, to, rest);
      return `${added.map((src) => `added ${src}`).join('\n')}\nNow write what each photo shows in its "alt" (npm run check lists the ones still to do).`;
    }
    case 'replace':
      return `replaced photo ${rest[0]} with ${await replacePhoto(root, to, number(rest[0]), rest[1] ?? '')}\nNow write what the photo shows in its "alt".`;
    case 'remove':
      return `removed ${removePhoto(root, to, number(rest[0]))}`;
    default:
      throw new PhotoRefused(usage);
  }
}

if (process.argv[1] === import.meta.filename)
  photosCommand(process.argv.slice(2)).then(
    (report) => console.log(report),
    (error: unknown) => {
      console.error(
        error instanceof PhotoRefused ? error.message : `could not change the photos: ${(error as Error).message}`,
      );
      process.exitCode = 1;
    },
  );
