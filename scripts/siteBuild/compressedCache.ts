import { createHash } from 'node:crypto';
import {
  copyFileSync,
  readFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Copies no build has used for this long are deleted: a changed page leaves its old copies behind. */
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** The brotli copy of one file, and its gzip copy where the file has one (precompress.ts says which do). */
export interface Copies {
  br: Uint8Array;
  gz?: Uint8Array | undefined;
}

/** The extensions of a file's copies: always a .br, and a .gz where the file has one. */
const extensions = (withGzip: boolean) => (withGzip ? (['br', 'gz'] as const) : (['br'] as const));

/**
 * The .br and .gz copies of every file the builds on this machine have compressed, named by the
 * SHA-256 of the file's bytes and the compression settings, as the photos' variants are kept
 * (.cache/images). A page the content did not change has the same bytes, so its copies are found
 * here rather than compressed again; a page that changed by one byte has another name. A copy is
 * placed in the build by a hard link, which costs nothing and which no step rewrites (a replaced
 * page's copies are deleted, never written through: scripts/dev/live/swapFiles.ts).
 */
export class CompressedCache {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Where the copies of these bytes at these settings are kept (the name given to place() and store()). */
  nameOf(bytes: Uint8Array, settings: string): string {
    return join(this.dir, createHash('sha256').update(settings).update('\0').update(bytes).digest('hex'));
  }

  /**
   * Puts the cached copies named `name` beside `path` (the .br, and the .gz when `withGzip`) and
   * returns true, or returns false when the cache lacks one of them.
   */
  place(name: string, path: string, withGzip: boolean): boolean {
    const wanted = extensions(withGzip);
    const now = new Date();
    try {
      // Used now: kept another week by prune(). Throws when a copy is not kept (never, or pruned by
      // another build): asked of the files themselves rather than looked for first, as an unchanged
      // rebuild does this for every page and data file; all before any is placed.
      for (const ext of wanted) utimesSync(`${name}.${ext}`, now, now);
      for (const ext of wanted) linkOrCopy(`${name}.${ext}`, `${path}.${ext}`);
    } catch {
      // Pruned by another build between the look and the link: compressed again, as if never kept.
      return false;
    }
    return true;
  }

  /**
   * The cached brotli copy named `name`, marked as used (kept another week by prune()), or
   * undefined when the cache lacks it: the local server's copy of a page it compressed before.
   */
  brotliCopy(name: string): Buffer | undefined {
    const now = new Date();
    try {
      utimesSync(`${name}.br`, now, now);
      return readFileSync(`${name}.br`);
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps the copies just compressed under `name` and puts them beside `path` (when given): written
   * there whole, then linked into the cache, so a build running at once never reads half a copy and
   * each copy is written once (a passing file renamed into the cache cost a third more of the
   * system's time).
   */
  store(name: string, path: string | undefined, copies: Copies): void {
    for (const ext of extensions(copies.gz !== undefined)) {
      const bytes = copies[ext]!;
      const kept = `${name}.${ext}`;
      if (path) {
        const copy = `${path}.${ext}`;
        // Never written through: a copy there may be a link to another cached copy.
        removeFile(copy);
        writeFileSync(copy, bytes);
        if (linkInto(copy, kept)) continue;
      }
      const temporary = `${kept}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, kept);
    }
  }

  /** Writes the copies beside `path` (a build without a cache). */
  static write(path: string, copies: Copies): void {
    for (const ext of extensions(copies.gz !== undefined)) writeFileSync(`${path}.${ext}`, copies[ext]!);
  }

  /** Deletes the copies no build has used for a week. */
  prune(now = Date.now()): number {
    let removed = 0;
    for (const name of readdirSync(this.dir)) {
      const path = join(this.dir, name);
      if (now - statSync(path).mtimeMs > KEPT_FOR_MS) {
        rmSync(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/** A hard link, or a copy where links are not possible (another disk); whatever was at `target` is replaced. */
function linkOrCopy(cached: string, target: string) {
  removeFile(target);
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * Links a copy just written into the cache; true when the cache holds it now (linked, or kept
 * already by another build: the same name is the same bytes), false where no link can be made
 * (another disk), for the caller to write the cache's own.
 */
function linkInto(copy: string, kept: string): boolean {
  try {
    linkSync(copy, kept);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST';
  }
}

/** Deletes a file if there is one: rmSync's force costs a look at the path first, on every copy placed. */
function removeFile(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
