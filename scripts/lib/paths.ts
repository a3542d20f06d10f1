import { join } from 'node:path';

export const projectRoot = join(import.meta.dirname, '..', '..');
export const distDir = join(projectRoot, 'dist');
/** The server-side bundle used for pre-rendering; not deployed. */
export const ssrOutDir = join(projectRoot, '.cache', 'ssr');
export const buildStampFile = join(distDir, '.build-stamp.json');
/** Encoded image variants, keyed by the source photo's content hash; shared by every build on this machine. */
export const imageCacheDir = join(projectRoot, '.cache', 'images');
/** The .br and .gz copies of the builds' text files, keyed by content hash (scripts/siteBuild/compressedCache.ts). */
export const compressedCacheDir = join(projectRoot, '.cache', 'compressed');
/** The pages' QR codes, kept by their text (scripts/siteBuild/qrCodeCache.ts). */
export const qrCodeCacheFile = join(projectRoot, '.cache', 'qr-codes.json');
