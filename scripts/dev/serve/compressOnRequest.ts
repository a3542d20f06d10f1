import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CompressedCache } from '../../siteBuild/compressedCache.ts';
import {
  COMPRESSED_FROM_BYTES,
  TEXT_TYPES,
  compressCopies,
  settingsFor,
  settingsLabel,
} from '../../siteBuild/compression.ts';
import { builtFileFor } from './pageFile.ts';

/** Whether the request's Accept-Encoding names this coding. */
export const accepts = (req: IncomingMessage, coding: 'br' | 'gzip') =>
  new RegExp(`\\b${coding}\\b`).test(String(req.headers['accept-encoding'] ?? ''));

type Coding = 'br' | 'gzip';
const COPY_EXTENSION: Record<Coding, string> = { br: 'br', gzip: 'gz' };

/**
 * Sends the build's text files compressed where the build left no copy of them, as the hosts the
 * site deploys to compress what they serve: `npm run build` gives copies only to the shared
 * scripts and styles (scripts/siteBuild/precompress.ts), and at 2,000 listings brotli on every
 * page was three quarters of the build's processor time, spent again on every page a sync
 * changed, for pages most of which nobody opens locally.
 *
 * A page's brotli copy is made on its first request with the settings the build would use
 * (compression.ts: quality 10 for a page, 5 for its data) and kept in the builds' cache by the
 * SHA-256 of its bytes and settings (.cache/compressed, pruned by the next build of copies unused
 * for a week), so the same page is compressed once on this machine, by a build or by this server,
 * and a rebuilt page is a new name. A client that accepts gzip but not brotli, which no current
 * browser is, is sent the file gzipped (level 6) without keeping it.
 */
export class CompressOnRequest {
  private readonly cache: CompressedCache;
  /** Copies being made, by their cache name: two requests for one page at once wait on one. */
  private readonly underWay = new Map<string, Promise<Buffer>>();

  constructor(cacheDir: string) {
    this.cache = new CompressedCache(cacheDir);
  }

  /**
   * Answers a GET or HEAD for a text file of the build (a kilobyte or more) that has no copy in
   * the best coding the client accepts, and returns true; returns false for every other request,
   * which sirv answers from the build's files and copies.
   */
  handle(dir: string, req: IncomingMessage, res: ServerResponse, headersFor: (path: string) => [string, string][]) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const coding: Coding | undefined = accepts(req, 'br') ? 'br' : accepts(req, 'gzip') ? 'gzip' : undefined;
    const url = req.url ?? '/';
    const file = coding && builtFileFor(dir, url);
    const type = file ? TEXT_TYPES[extname(file)] : undefined;
    if (!coding || !file || !type || existsSync(`${file}.${COPY_EXTENSION[coding]}`)) return false;
    // Gone since it was found (a rebuild swapping folders): sirv answers, as for any missing file.
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats || stats.size < COMPRESSED_FROM_BYTES) return false;
    // The file's own size and time, as sirv tags the files it sends, and the coding: a rebuilt page is a new tag.
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}-${coding}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.setHeader('ETag', etag);
      res.end();
      return true;
    }
    void this.copyOf(file, relative(dir, file), coding).then(
      (body) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', type);
        // The build's _headers after the type, as sirv applies them: the journal's feed is typed there.
        headersFor(url.split(/[?#]/)[0]!).forEach(([name, value]) => res.setHeader(name, value));
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', body.length);
        res.setHeader('ETag', etag);
        res.setHeader('Last-Modified', stats.mtime.toUTCString());
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        // No copy could be made (the file was replaced as it was read): the client asks again.
        res.statusCode = 503;
        res.setHeader('Retry-After', '1');
        res.end();
      },
    );
    return true;
  }

  /** The file compressed in this coding: its brotli copy from the cache or made now, or gzipped as it is sent. */
  async copyOf(file: string, pathInBuild: string, coding: Coding): Promise<Buffer> {
    const bytes = readFileSync(file);
    if (coding === 'gzip') return gzipSync(bytes, { level: 6 });
    const settings = settingsFor(pathInBuild);
    const name = this.cache.nameOf(bytes, settingsLabel(settings));
    const kept = this.cache.brotliCopy(name);
    if (kept) return kept;
    let made = this.underWay.get(name);
    if (!made) {
      made = compressCopies(bytes, settings).then((copies) => {
        this.cache.store(name, undefined, copies);
        return Buffer.from(copies.br);
      });
      this.underWay.set(name, made);
      void made.finally(() => this.underWay.delete(name)).catch(() => {});
    }
    return made;
  }
}
