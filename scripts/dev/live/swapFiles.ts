import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { clearInBackground } from '../../lib/oldFolders.ts';
import { isMediaList } from '../../../src/content/checks/mediaFiles.ts';
import { withoutMetadataLossless } from '../../../src/content/checks/photoMetadata/strip.ts';

/** A file and its compressed copies: a replaced page must not be served from its old .br or .gz. */
const withCopies = (file: string) => [file, `${file}.br`, `${file}.gz`];

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile());
}

/** Moves every file of `staging` to the same place in `target` (a rename each: a file is never half there), dropping the compressed copies of what it replaces. */
export function moveIntoPlace(staging: string, target: string): void {
  for (const file of filesUnder(staging)) {
    const destination = join(target, file);
    for (const copy of withCopies(destination).slice(1)) rmSync(copy, { force: true });
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(join(staging, file), destination);
  }
}

/** Deletes files of the build (a page the content no longer has), with their compressed copies. */
export function removeFromBuild(dir: string, files: string[]): void {
  for (const file of files) for (const path of withCopies(join(dir, file))) rmSync(path, { force: true });
}

/** Copies the photos and files of data/media that the build does not have yet (a photo just uploaded), photos without their metadata. */
export function copyNewMedia(from: string, to: string): void {
  if (!existsSync(from)) return;
  for (const file of filesUnder(from)) {
    if (isMediaList(file)) continue;
    const source = join(from, file);
    const destination = join(to, file);
    if (existsSync(destination) && statSync(destination).mtimeMs >= statSync(source).mtimeMs) continue;
    mkdirSync(dirname(destination), { recursive: true });
    cpSync(source, destination);
    // As the build does (scripts/siteBuild/publishMedia.ts): no photo is served with its metadata.
    const clean = /\.(jpe?g|png|webp)$/i.test(file) ? withoutMetadataLossless(readFileSync(source)) : undefined;
    if (clean) writeFileSync(destination, clean);
  }
}

/**
 * Puts a complete build in place of the served one: two renames, the old folder deleted by a
 * background process (at feed scale, deleting it here held the live server still for seconds).
 */
export function swapFolder(next: string, current: string): void {
  clearInBackground([current]);
  renameSync(next, current);
}
