import { extname, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Copies } from './compressedCache.ts';

/**
 * The text files worth a compressed copy, by extension, with the type the local server sends
 * them as (sirv's): the photos and fonts are compressed formats already.
 */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

/** Whether a file is one of the text files worth a compressed copy (TEXT_TYPES). */
export const isCompressible = (path: string) => Object.hasOwn(TEXT_TYPES, extname(path));

/** Below this size a copy saves less than its headers cost: such files are sent as they are. */
export const COMPRESSED_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How one file of the build is compressed: brotli's quality, and gzip's level where it has a .gz copy too. */
export interface CompressionSettings {
  quality: number;
  gzipLevel?: number;
}

/** Vite's scripts and styles (assets/): the same bytes under every page, hashed, fetched by every visitor. */
export const isShared = (pathInBuild: string) => pathInBuild.split(sep).includes('assets');

/**
 * Brotli's best quality for the scripts and styles every page shares (compressed once at the
 * build, fetched by every visitor); quality 10 for each page's HTML, what a first visit
 * downloads. Measured on a listing page, its data and the 1 MB list of every listing
 * (bench:scale's site): quality 10 is 1.5 % larger than 11 and six times faster, and at 2,000
 * entries quality 11 took 110 of the build's 127 s. The JSON a page fetches as the visitor moves
 * on (each route's data, the lists the filters read) takes quality 5: on 222 pages of a
 * 2,000-listing build it was 10 % larger than quality 10 and twenty times faster.
 *
 * A gzip copy is for a client without brotli, which no current browser is, so only the shared
 * scripts and styles have one (level 9: written once, fetched by every page); at 2,000 listings
 * the other files' gzip copies cost about 7–8 % of the compression's processor time. The rare
 * client that asks for gzip alone is sent anything else gzipped as it is served
 * (scripts/dev/serve/compressOnRequest.ts), as the hosts the site deploys to do.
 */
export function settingsFor(pathInBuild: string): CompressionSettings {
  if (isShared(pathInBuild)) return { quality: 11, gzipLevel: 9 };
  return { quality: pathInBuild.endsWith('.json') ? 5 : 10 };
}

/** The settings as the cache names them (compressedCache.ts): a copy made otherwise is another copy. */
export const settingsLabel = ({ quality, gzipLevel }: CompressionSettings) =>
  gzipLevel === undefined ? `brotli ${quality}` : `brotli ${quality}, gzip ${gzipLevel}`;

/** A file's copies at these settings, on libuv's threads (the brotli and gzip at once). */
export async function compressCopies(bytes: Uint8Array, { quality, gzipLevel }: CompressionSettings): Promise<Copies> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipLevel === undefined ? undefined : gzipAsync(bytes, { level: gzipLevel }),
  ]);
  return { br, gz };
}
