import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's best quality for the scripts and styles every page shares (compressed once, fetched
 * by every visitor); quality 10 for each page's HTML, what a first visit downloads. Measured on a
 * listing page, its data and the 1 MB list of every listing (bench:scale's site): quality 10 is
 * 1.5 % larger than 11 and six times faster, and at 2,000 entries quality 11 took 110 of the
 * build's 127 s. The JSON a page fetches as the visitor moves on (each route's data, the lists
 * the filters read) takes quality 5: on 222 pages of a 2,000-listing build it was 10 % larger
 * than quality 10 and twenty times faster (0.45 s of processor time against 9.9 s).
 */
const qualityFor = (path: string) => (path.split(sep).includes('assets') ? 11 : path.endsWith('.json') ? 5 : 10);

/**
 * Writes .br and .gz beside every text file worth compressing, as static hosts serve them
 * (and as the local server does), so what a visitor downloads is what the benchmarks measure.
 * zlib's asynchronous calls run on libuv's threads, so the files are compressed on every core.
 */
export async function precompress(dir: string): Promise<{ files: number }> {
  const paths: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'media') visit(path);
        continue;
      }
      if (compressible.test(entry.name) && statSync(path).size >= 1024) paths.push(path);
    }
  };
  visit(dir);

  const compress = async (path: string) => {
    const bytes = readFileSync(path);
    const quality = qualityFor(relative(dir, path));
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
  };
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await compress(path);
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files: paths.length };
}
