/**
 * data/media into dist/media: every file as it is, except the lists about the media (not
 * published) and the metadata of the photos (the GPS position where each was taken, the camera
 * and its serial number), removed from every JPEG, PNG, WebP and AVIF that carries any, whatever
 * route the photo came in by (a hand edit, a Git commit, the hosted editor). Only files whose
 * headers show metadata are rewritten, and their pixels are not encoded again
 * (src/content/checks/photoMetadata/strip.ts).
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMediaList } from '../../src/content/checks/mediaFiles.ts';
import { photoLayout, withFileSource } from '../../src/content/checks/photoMetadata/layout.ts';
import sharp from 'sharp';
import { needsEncodingAgain, withoutMetadataLossless } from '../../src/content/checks/photoMetadata/strip.ts';

const photo = /\.(jpe?g|png|webp|avif)$/i;

/** Copies `mediaDir` to `outMediaDir` and removes the photos' metadata; returns how many photos carried some. */
export async function publishMedia(mediaDir: string, outMediaDir: string): Promise<number> {
  cpSync(mediaDir, outMediaDir, { recursive: true, dereference: true, filter: (src) => !isMediaList(src) });
  let stripped = 0;
  const files = readdirSync(outMediaDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && photo.test(entry.name),
  );
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    const carries = withFileSource(path, (source) =>
      Boolean(photoLayout(source)?.blocks.some((block) => block.kind !== 'icc')),
    );
    if (!carries) continue;
    const clean = await withoutMetadata(readFileSync(path));
    if (!clean) continue;
    writeFileSync(path, clean);
    stripped++;
  }
  return stripped;
}

/** The photo without its metadata, or undefined when it carries none; an AVIF with some is encoded again (sharp writes none). */
async function withoutMetadata(bytes: Buffer): Promise<Buffer | undefined> {
  if (needsEncodingAgain(bytes)) return sharp(bytes).keepIccProfile().avif({ quality: 80 }).toBuffer();
  return withoutMetadataLossless(bytes);
}
