import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Widths offered to the browser, capped at the photo's own width. 200 serves thumbnails and small
 * portraits (a listing's six thumbnails are 58 px wide on a phone: 400 sent them 36 KB, 200 sends
 * 17). 740 serves a full-width photo on a phone 412 px wide at 1.75 device pixels per CSS pixel
 * (the Moto G Power of Lighthouse's mobile run), which asks for 721 px: Chromium took the next
 * width up, 800 (700 offered was not used), and 740 is about a tenth fewer bytes (issue 43's LCP).
 */
const VARIANT_WIDTHS = [200, 400, 740, 800, 1200, 1800, 2400];
const FORMATS = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 72, effort: 2 },
} as const;
type VariantFormat = keyof typeof FORMATS;

/**
 * The 740 px AVIF is the photo a phone's first screen waits for (a listing's or a guide's preloaded
 * main photo). It is encoded with more effort and a slightly lower quality setting, which together
 * stay within half a decibel of the other widths' setting (PSNR against the resized original: a
 * listing's first photo 37.6 to 37.1 dB, Forest Hill's 35.1 to 34.6; side by side at the size a
 * phone shows them, no difference to see; at twice that, a hedge a little smoother) in 30 to 40 %
 * fewer bytes (built: 14.2 to 9.5 KB and 18.6 to 13.2 KB), so each arrives within the first round
 * trip's 14.6 KB of a new connection, headers included (issue 43's LCP). Effort 4 takes about ten
 * times as long to encode; only this width pays it. Its cached file is named for the settings, so
 * a cache filled before them is not reused.
 */
const FIRST_SCREEN = { format: 'avif', width: 740, quality: 44, effort: 4 } as const;
const isFirstScreen = (format: VariantFormat, width: number) =>
  format === FIRST_SCREEN.format && width === FIRST_SCREEN.width;
const settingsFor = (format: VariantFormat, width: number) =>
  isFirstScreen(format, width) ? { quality: FIRST_SCREEN.quality, effort: FIRST_SCREEN.effort } : FORMATS[format];

export interface ImageVariants {
  /** "url 400w, url 800w, ..." per format. */
  sources: Record<VariantFormat, string>;
  /** A tiny blurred preview as a data: URL, shown while the photo loads. */
  placeholder: string;
  /**
   * For a photo wider than the largest variant: a JPEG at that width, which pages use instead of
   * the original as the fallback `src`, so no page makes a browser download the original.
   */
  fallback?: string;
}

/** A hard link costs nothing and cached files never change; copy where links are not possible (another disk). */
function placeInOutput(cached: string, target: string) {
  // Already linked (the editor's preview places a page's photos into a served build): left in place, never briefly missing.
  if (existsSync(target) && statSync(target).ino === statSync(cached).ino) return;
  rmSync(target, { force: true });
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * Resized AVIF and WebP versions of one local photo. Every encoded file is kept in the cache
 * folder under the photo's content hash, so a photo that has not changed is never encoded
 * again, by any build that shares the cache.
 */
export async function encodeVariants(
  sourceFile: string,
  intrinsicWidth: number,
  cacheDir: string,
  outDir: string,
): Promise<ImageVariants> {
  const bytes = readFileSync(sourceFile);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const name = basename(sourceFile, extname(sourceFile));
  const widths = VARIANT_WIDTHS.filter((w) => w < intrinsicWidth).concat(
    Math.min(intrinsicWidth, VARIANT_WIDTHS.at(-1)!),
  );
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });

  const sources = {} as Record<VariantFormat, string>;
  for (const format of Object.keys(FORMATS) as VariantFormat[]) {
    const entries: string[] = [];
    for (const width of [...new Set(widths)]) {
      const file = `${name}-${hash.slice(0, 8)}-${width}.${format}`;
      const setting = isFirstScreen(format, width) ? `-q${FIRST_SCREEN.quality}e${FIRST_SCREEN.effort}` : '';
      const cached = join(cacheDir, `${hash}-${width}${setting}.${format}`);
      if (!existsSync(cached)) {
        const encoded = await sharp(bytes)
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, settingsFor(format, width))
          .toBuffer();
        // Written under a unique temporary name, then renamed: an interrupted build never leaves a truncated
        // file in the cache, and two photos with identical bytes encoded at once do not collide.
        const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(temporary, encoded);
        renameSync(temporary, cached);
      }
      placeInOutput(cached, join(outDir, file));
      entries.push(`/assets/media/${file} ${width}w`);
    }
    sources[format] = entries.join(', ');
  }

  const placeholderFile = join(cacheDir, `${hash}-placeholder.txt`);
  if (!existsSync(placeholderFile)) {
    const tiny = await sharp(bytes).resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer();
    const temporary = `${placeholderFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, `data:image/webp;base64,${tiny.toString('base64')}`);
    renameSync(temporary, placeholderFile);
  }
  const largest = VARIANT_WIDTHS.at(-1)!;
  if (intrinsicWidth <= largest) return { sources, placeholder: readFileSync(placeholderFile, 'utf8') };
  const fallbackFile = `${name}-${hash.slice(0, 8)}-${largest}.jpg`;
  const cachedFallback = join(cacheDir, `${hash}-${largest}.jpg`);
  if (!existsSync(cachedFallback)) {
    const encoded = await sharp(bytes).resize({ width: largest }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    const temporary = `${cachedFallback}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, encoded);
    renameSync(temporary, cachedFallback);
  }
  placeInOutput(cachedFallback, join(outDir, fallbackFile));
  return { sources, placeholder: readFileSync(placeholderFile, 'utf8'), fallback: `/assets/media/${fallbackFile}` };
}
