import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CompressedCache } from './compressedCache.ts';

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
 *
 * A gzip copy is for a client without brotli, which no current browser is, so only the shared
 * scripts and styles have one (level 9: written once, fetched by every page). The pages, their
 * data and the site-wide files have none: at 2,000 listings their gzip copies cost about 7–8 % of the
 * compression's processor time and 5,000 more files written, and the rare client that asks for
 * gzip alone is sent the file gzipped as it is served (scripts/dev/serve/gzipOnRequest.ts), as
 * the hosts the site deploys to compress what they serve.
 */
function settingsFor(path: string): { quality: number; gzipLevel?: number } {
  if (path.split(sep).includes('assets')) return { quality: 11, gzipLevel: 9 };
  return { quality: path.endsWith('.json') ? 5 : 10 };
}

/** The text files of a build worth compressing (a kilobyte or more; not the photos' folder). */
function compressibleFiles(dir: string): string[] {
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
  return paths;
}

/** A file's size and a stamp that changes when it is rewritten. */
const stampOf = (path: string) => {
  const { size, mtimeMs } = statSync(path);
  return { size, stamp: `${size}:${mtimeMs}` };
};

/** Files compressed at once: two on a two-core machine, each on libuv's threads (a shared script's gzip beside its brotli). */
const AT_ONCE = Math.max(2, availableParallelism());

/**
 * Brotli's processor time per byte at each quality, against quality 10's (a listing page's HTML
 * at 10, its data at 5, the shared script at 11, on bench:scale's feed site): what finish()
 * orders the files left by, so that the longest start first and none is left alone at the end.
 */
const COST_PER_BYTE: Record<number, number> = { 5: 0.15, 10: 1, 11: 2.5 };

/** A file waiting for its copies, as it was when given (one rewritten since is compressed again). */
interface Queued {
  path: string;
  stamp: string;
  cost: number;
}

/**
 * Writes .br beside every text file worth compressing (and .gz beside the shared scripts and
 * styles), as static hosts serve them (and as the local server does), so what a visitor
 * downloads is what the benchmarks measure.
 * zlib's asynchronous calls run on libuv's threads, so the files are compressed on every core,
 * and a page given to add() as soon as it is written is compressed while the next pages render
 * on the main thread (the build's two longest steps then share the two cores).
 * A file compressed before with the same settings, in any build on this machine, is not
 * compressed again: its copies come from the cache (compressedCache.ts), so a build after a
 * feed sync compresses only the pages the sync changed.
 */
export class Precompressor {
  private readonly cache: CompressedCache | undefined;
  /** Each file given, by the stamp (size and time) it had then: the latest is the one to copy. */
  private readonly started = new Map<string, string>();
  private pending: Queued[] = [];
  private running = 0;
  private compressed = 0;
  private failure: Error | undefined;
  private whenIdle: (() => void) | undefined;

  /** @param cacheDir where the copies are kept by content hash; none, and every file is compressed. */
  constructor(
    private readonly dir: string,
    cacheDir?: string,
  ) {
    this.cache = cacheDir ? new CompressedCache(cacheDir) : undefined;
  }

  /** Starts on a file of the build just written, if it is worth compressing. */
  add(path: string): void {
    const { size, stamp } = stampOf(path);
    if (!compressible.test(path) || size < 1024) return;
    this.started.set(path, stamp);
    this.pending.push({ path, stamp, cost: size * COST_PER_BYTE[settingsFor(relative(this.dir, path)).quality]! });
    this.pump();
  }

  /** Starts on every file the build holds already (Vite's scripts and styles, before the pages). */
  addWritten(): void {
    for (const path of compressibleFiles(this.dir)) this.add(path);
  }

  /**
   * Compresses every file of the build not added before (or rewritten since), the longest first,
   * waits for all, and forgets the cache's copies unused for a week.
   * @returns the files given copies, and how many of them were compressed rather than found in the cache.
   */
  async finish(): Promise<{ files: number; compressed: number }> {
    const paths = compressibleFiles(this.dir);
    for (const path of paths) if (this.started.get(path) !== stampOf(path).stamp) this.add(path);
    this.pending.sort((a, b) => b.cost - a.cost);
    await this.idle();
    if (this.failure) throw this.failure;
    this.cache?.prune();
    return { files: paths.length, compressed: this.compressed };
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.running && !this.pending.length) resolve();
      else this.whenIdle = resolve;
    });
  }

  private pump() {
    while (this.running < AT_ONCE && this.pending.length) {
      const file = this.pending.shift()!;
      // Rewritten since it was given: the later add() has it queued with its new stamp.
      if (this.started.get(file.path) !== file.stamp) continue;
      this.running++;
      this.compress(file)
        .catch((error: unknown) => (this.failure ??= error instanceof Error ? error : new Error(String(error))))
        .finally(() => {
          this.running--;
          this.pump();
          if (!this.running && !this.pending.length) this.whenIdle?.();
        });
    }
    if (!this.running && !this.pending.length) this.whenIdle?.();
  }

  private async compress({ path, stamp }: Queued) {
    const bytes = readFileSync(path);
    const { quality, gzipLevel } = settingsFor(relative(this.dir, path));
    const withGzip = gzipLevel !== undefined;
    const name = this.cache?.nameOf(bytes, withGzip ? `brotli ${quality}, gzip ${gzipLevel}` : `brotli ${quality}`);
    if (name && this.cache!.place(name, path, withGzip)) return;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      withGzip ? gzipAsync(bytes, { level: gzipLevel }) : undefined,
    ]);
    this.compressed++;
    // Rewritten while these were made: kept in the cache, but the newer text's copies go beside it.
    const current = this.started.get(path) === stamp;
    if (name) this.cache!.store(name, current ? path : undefined, { br, gz });
    else if (current) CompressedCache.write(path, { br, gz });
  }
}

/** The copies of every file of a finished build (Precompressor says how). */
export const precompress = (dir: string, cacheDir?: string) => new Precompressor(dir, cacheDir).finish();
