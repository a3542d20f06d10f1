import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { applyEdits, modify, parse } from 'jsonc-parser';
import { collectionOf, collections } from '../../src/content/collections/registry.ts';
import { didYouMean } from '../../src/content/load/suggest.ts';
import type { CollectionName } from '../../src/model/entries.ts';
import { imageRoles, oversizeFactor, placeholder } from '../../src/model/thresholds.ts';
import { PhotoRefused, preparePhoto } from '../lib/preparePhoto.ts';

/** What a new photo's alt text says until someone writes a real one (the check lists it as a warning). */
export const altPlaceholder = `${placeholder.text}: describe this photo in one sentence, as you would to someone who cannot see it`;

interface Target {
  collection: CollectionName;
  slug: string;
  file: string;
  photos: NonNullable<ReturnType<typeof collectionOf>['photos']>;
}

/** "listings/84-old-forest-hill": the entry whose photos change. */
function resolveTarget(root: string, target: string): Target {
  const [collection = '', slug = ''] = target.split('/');
  const withPhotos = (Object.keys(collections) as CollectionName[]).filter((name) => collectionOf(name).photos);
  if (!withPhotos.includes(collection as CollectionName))
    throw new PhotoRefused(
      `"${collection}" is not a kind of content with photos: use one of ${withPhotos.join(', ')} (e.g. --to listings/84-old-forest-hill)${didYouMean(collection, withPhotos) ? `; ${didYouMean(collection, withPhotos)}` : ''}`,
    );
  const { folder, photos } = collectionOf(collection as CollectionName);
  const file = join(root, 'data', folder, `${slug}.json`);
  if (!slug || !existsSync(file)) {
    const slugs = readdirSync(join(root, 'data', folder)).map((f) => basename(f, '.json'));
    throw new PhotoRefused(
      `there is no data/${folder}/${slug || '<slug>'}.json${didYouMean(slug, slugs) ? `: ${didYouMean(slug, slugs)}` : ''}`,
    );
  }
  return { collection: collection as CollectionName, slug, file, photos: photos! };
}

const json = (file: string) => readFileSync(file, 'utf8');
const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** Edits one value of the entry's file in place, keeping its layout and every other line as written. */
function edit(file: string, path: (string | number)[], value: unknown) {
  const text = json(file);
  writeFileSync(file, applyEdits(text, modify(text, path, value, formatting)));
}

/** The next free "<n>.jpg" in an entry's photo folder. */
function nextNumber(dir: string): number {
  const taken = existsSync(dir)
    ? readdirSync(dir)
        .map((f) => Number.parseInt(f, 10))
        .filter(Number.isFinite)
    : [];
  return Math.max(0, ...taken) + 1;
}

/** Writes a prepared photo where the entry keeps its photos and returns its "/media/..." path. */
async function storePhoto(root: string, target: Target, source: string, number?: number): Promise<string> {
  if (!existsSync(source))
    throw new PhotoRefused(`there is no file ${source || '(none given)'}: give the path of the photo to add`);
  // Wider than the site ever draws it times the margin the size check allows only costs download time.
  const { shownWidth } = imageRoles[target.photos.role];
  const { data } = await preparePhoto(readFileSync(source), basename(source), {
    maxWidth: shownWidth * oversizeFactor,
  });
  const { folder } = collectionOf(target.collection);
  const relative = target.photos.list
    ? `${folder}/${target.slug}/${number ?? nextNumber(join(root, 'data', 'media', folder, target.slug))}.jpg`
    : `${folder}/${target.slug}.jpg`;
  const path = join(root, 'data', 'media', relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  return `/media/${relative}`;
}

/** Adds photos to the end of a listing's list, or sets a single-photo entry's photo (the old file is replaced). */
export async function addPhotos(root: string, to: string, sources: string[]): Promise<string[]> {
  const target = resolveTarget(root, to);
  if (!target.photos.list && sources.length > 1)
    throw new PhotoRefused(`a ${collectionOf(target.collection).entryName} has one photo: add one file`);
  const added: string[] = [];
  for (const source of sources) {
    const src = await storePhoto(root, target, source);
    const entry = parse(json(target.file)) as Record<string, unknown>;
    if (target.photos.list)
      edit(target.file, [target.photos.field, (entry[target.photos.field] as unknown[]).length], {
        src,
        alt: altPlaceholder,
      });
    else edit(target.file, [target.photos.field], { src, alt: altPlaceholder });
    added.push(src);
  }
  return added;
}

/** Puts a new photo in place of photo number `number` (1 is the first), keeping its place in the list. */
export async function replacePhoto(root: string, to: string, number: number, source: string): Promise<string> {
  const target = resolveTarget(root, to);
  if (!target.photos.list) return (await addPhotos(root, to, [source]))[0]!;
  const images = (parse(json(target.file)) as Record<string, { src: string }[]>)[target.photos.field]!;
  if (!images[number - 1]) throw new PhotoRefused(`${to} has ${images.length} photos: there is no number ${number}`);
  const old = images[number - 1]!.src;
  const src = await storePhoto(root, target, source);
  edit(target.file, [target.photos.field, number - 1], { src, alt: altPlaceholder });
  deleteIfUnused(root, old);
  return src;
}

/** Takes photo number `number` out of a listing's list, and deletes its file when nothing else shows it. */
export function removePhoto(root: string, to: string, number: number): string {
  const target = resolveTarget(root, to);
  if (!target.photos.list)
    throw new PhotoRefused(
      `a ${collectionOf(target.collection).entryName} needs its photo: use "replace" to change it`,
    );
  const images = (parse(json(target.file)) as Record<string, { src: string }[]>)[target.photos.field]!;
  if (!images[number - 1]) throw new PhotoRefused(`${to} has ${images.length} photos: there is no number ${number}`);
  if (images.length === 1)
    throw new PhotoRefused(`${to} would have no photo left: add the new one first, then remove this one`);
  const old = images[number - 1]!.src;
  edit(target.file, [target.photos.field, number - 1], undefined);
  deleteIfUnused(root, old);
  return old;
}

/** A photo file no data file names any more would ship with every deploy: delete it. */
function deleteIfUnused(root: string, src: string) {
  if (!src.startsWith('/media/')) return;
  const dataDir = join(root, 'data');
  const texts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? e.name === 'media'
          ? []
          : texts(join(dir, e.name))
        : e.name.endsWith('.json')
          ? [json(join(dir, e.name))]
          : [],
    );
  if (!texts(dataDir).some((text) => text.includes(`"${src}"`))) rmSync(join(dataDir, src), { force: true });
}
