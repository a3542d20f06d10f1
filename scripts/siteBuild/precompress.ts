import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CompressedCache } from './compressedCache.ts';
import {
  COMPRESSED_FROM_BYTES,
  compressCopies,
  isCompressible,
  isShared,
  settingsFor,
  settingsLabel,
} from './compression.ts';

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
      if (isCompressible(entry.name) && statSync(path).size >= COMPRESSED_FROM_BYTES) paths.push(path);
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
 * Which files a build gives copies: `shared`, Vite's scripts and styles alone (`npm run build`:
 * the pages and their data are compressed by the server that sends them, on the first request,
 * as the hosts do: scripts/dev/serve/compressOnRequest.ts); `all`, every text file worth it
 * (`build:deploy -- --precompress`, for a host that sends the copies it finds but compresses
 * nothing itself, and the benchmarks, which measure a page's bytes without its compression time).
 */
export type PrecompressScope = 'shared' | 'all';

/**
 * Writes .br beside the text files worth compressing (and .gz beside the shared scripts and
 * styles) in the same copies the local server would make on request (compression.ts), so what a
 * visitor downloads is what the benchmarks measure.
 * zlib's asynchronous calls run on libuv's threads, so the files are compressed on every core,
 * and a page given to add() as soon as it is written is compressed while the next pages render
 * on the main thread (the build's two longest steps then share the two cores).
 * A file compressed before with the same settings, in any build or by the server on this
 * machine, is not compressed again: its copies come from the cache (compressedCache.ts).
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
    private readonly scope: PrecompressScope = 'all',
  ) {
    this.cache = cacheDir ? new CompressedCache(cacheDir) : undefined;
  }

  /** Whether a file of the build is one this scope gives copies (its size aside). */
  private inScope(path: string): boolean {
    return isCompressible(path) && (this.scope === 'all' || isShared(relative(this.dir, path)));
  }

  /** Starts on a file of the build just written, if it is worth compressing. */
  add(path: string): void {
    if (!this.inScope(path)) return;
    const { size, stamp } = stampOf(path);
    if (size < COMPRESSED_FROM_BYTES) return;
    this.started.set(path, stamp);
    this.pending.push({ path, stamp, cost: size * COST_PER_BYTE[settingsFor(relative(this.dir, path)).quality]! });
    this.pump();
  }

  /** Starts on every file the build holds already (Vite's scripts and styles, before the pages). */
  addWritten(): void {
    for (const path of this.filesInScope()) this.add(path);
  }

  private filesInScope(): string[] {
    return compressibleFiles(this.dir).filter((path) => this.inScope(path));
  }

  /**
   * Compresses every file of the build not added before (or rewritten since), the longest first,
   * waits for all, and forgets the cache's copies unused for a week.
   * @returns the files given copies, and how many of them were compressed rather than found in the cache.
   */
  async finish(): Promise<{ files: number; compressed: number }> {
    const paths = this.filesInScope();
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
    const settings = settingsFor(relative(this.dir, path));
    const name = this.cache?.nameOf(bytes, settingsLabel(settings));
    if (name && this.cache!.place(name, path, settings.gzipLevel !== undefined)) return;
    const { br, gz } = await compressCopies(bytes, settings);
    this.compressed++;
    // Rewritten while these were made: kept in the cache, but the newer text's copies go beside it.
    const current = this.started.get(path) === stamp;
    if (name) this.cache!.store(name, current ? path : undefined, { br, gz });
    else if (current) CompressedCache.write(path, { br, gz });
  }
}

/** The copies of every text file of a finished build (Precompressor says how). */
export const precompress = (dir: string, cacheDir?: string) => new Precompressor(dir, cacheDir, 'all').finish();
