import { compressedCacheDir } from '../../scripts/lib/paths.ts';
import { type ServeOptions, serveStatic } from '../../scripts/dev/serve/staticServer.ts';
import { precompress } from '../../scripts/siteBuild/precompress.ts';

/**
 * A build served for a benchmark that times its pages: every text file is given its .br copy
 * first (from the builds' cache where it has one, in the settings the local server would use), so
 * what is timed is the bytes a visitor downloads and not the local server compressing a page on
 * its first request (scripts/dev/serve/compressOnRequest.ts), which a host's edge does once per
 * page, not once per visitor.
 */
export async function serveCompressed(dir: string, options: ServeOptions) {
  await precompress(dir, compressedCacheDir);
  return serveStatic(dir, options);
}
