/**
 * `npm run photos`: photos straight from a camera or phone into an entry.
 *
 *   npm run photos -- add IMG_0412.JPG "Back garden.jpg" --to listings/84-old-forest-hill
 *   npm run photos -- replace 3 new-kitchen.jpg --to listings/84-old-forest-hill
 *   npm run photos -- remove 3 --to listings/84-old-forest-hill
 *   npm run photos -- add portrait.jpg --to team/julian-mercer      (one-photo entries: sets it)
 *
 * Any file name is fine. Each photo is turned upright, stripped of its metadata (GPS included),
 * scaled down past 4000 px, saved as data/media/<kind>/<slug>/<n>.jpg (or <kind>/<slug>.jpg) and
 * written into the entry with an alt text to replace (the check lists it until you do).
 */
import { join } from 'node:path';
import { addPhotos, removePhoto, replacePhoto } from './entryPhotos.ts';
import { PhotoRefused } from '../lib/preparePhoto.ts';

const usage =
  'Usage: npm run photos -- add <file>... --to <kind>/<slug>   |   replace <number> <file> --to <kind>/<slug>   |   remove <number> --to <kind>/<slug>';

export async function photosCommand(args: string[], root = join(import.meta.dirname, '..', '..')): Promise<string> {
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
