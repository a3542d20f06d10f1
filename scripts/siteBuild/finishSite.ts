/**
 * What the build does once Vite has written the browser bundle and the server renderer: every
 * route pre-rendered with its data, image variants, the SEO files, headers, redirects, the
 * enquiry routing, the media, compressed copies and (on request) the editor. scripts/siteBuild/buildSite.ts
 * calls it once Vite has built both, with what it resolved before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../src/content/load/content.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { createAssetTags } from './clientAssets.ts';
import { withImageVariants } from './images/withImageVariants.ts';
import { type PrecompressScope, Precompressor } from './precompress.ts';
import { publishMedia } from './publishMedia.ts';
import { prerenderSite } from './prerender.ts';
import { trimmedFonts } from '../fonts/trimFonts.ts';
import { contentSecurityPolicy, frameOrigins, headersFile, mediaOrigins } from './securityHeaders.ts';
import { adminHeadersRule, writeAdmin } from '../cms/config/adminFiles.ts';
import { hostedBackend } from '../cms/config/decapConfig.ts';
import { TEST_REPO } from '../cms/config/testRepo.ts';
import { writeSiteWideFiles } from './siteWideFiles.ts';
import { imageCacheDir } from '../lib/paths.ts';

/** What buildSite resolved before Vite ran, and where Vite wrote the two bundles. */
export interface SiteBuildRequest {
  content: Content;
  /** The site data resolved from `content` once: the page grouping (pageChunks.ts) and the pre-rendering both read it. */
  site: SiteData;
  contentRoot: string;
  outDir: string;
  ssrDir: string;
  supabaseUrl: string;
  /** The forms post to the local backend (headers allow it). */
  isLocal: boolean;
  withEditor: boolean;
  /** Which files get .br and .gz copies (buildSite's option says which). */
  precompress: PrecompressScope | false;
  /** Where the copies are kept by content hash (scripts/siteBuild/compressedCache.ts). */
  compressedCache: string;
  log: (line: string) => void;
  /** Marks the end of a phase of the build (bench:scale prints where the time goes). */
  phase: (name: string) => void;
  /**
   * Imports the server renderer Vite wrote to ssrDir. The caller imports it, not this module:
   * the renderer's own imports (React, Emotion) must resolve as the caller's do. Under vitest
   * that is vitest's module runner; imported from here, a site built in a temporary folder found
   * no node_modules above its renderer.
   */
  loadRenderer: (ssrDir: string) => Promise<typeof import('../../src/site/entryServer.tsx')>;
  /** Told as each photo and page is done (npm start's progress line). */
  progress?: (stage: 'photos' | 'pages', done: number, total: number) => void;
}

/** Pre-renders the site into request.outDir from the two bundles; returns the pages written and every route. */
export async function finishSite({
  content,
  site: resolved,
  contentRoot,
  outDir,
  ssrDir,
  supabaseUrl,
  isLocal,
  withEditor,
  precompress: compress,
  compressedCache,
  log,
  phase,
  loadRenderer,
  progress,
}: SiteBuildRequest): Promise<{ pages: number; routes: string[] }> {
  log(`Fonts: ${trimmedFonts(outDir)} (display faces cut to the characters the site's text uses).`);

  // Each page is rendered once: counting the renders counts the pages done. The count is known
  // before the photos, so the progress line says how many pages there are from its first line.
  const total = resolved.routes.size + 1;
  progress?.('pages', 0, total);
  // Vite's scripts and styles (brotli's best quality, the longest per byte) start compressing now,
  // beside the photos and the first pages, rather than alone at the end.
  const compressor = compress ? new Precompressor(outDir, compressedCache, compress) : undefined;
  compressor?.addWritten();
  const { render } = await loadRenderer(ssrDir);
  const { site, photos } = await withImageVariants(resolved, content.dataDir, outDir, imageCacheDir, (done, total) =>
    progress?.('photos', done, total),
  );
  log(`Images: AVIF and WebP variants of ${photos} photos (cached in .cache/images by content hash).`);
  phase('image variants');
  let done = 0;
  // Again as the pages start: their time left is reckoned from here, not from before the photos.
  progress?.('pages', 0, total);
  const counted: typeof render = async (url, data) => {
    const page = await render(url, data);
    progress?.('pages', ++done, total);
    return page;
  };
  const pages = await prerenderSite(site, counted, outDir, createAssetTags(outDir), (file) => compressor?.add(file));
  phase(compress === 'all' ? 'pre-render every page, compressing' : 'pre-render every page');
  writeSiteWideFiles(content, site, outDir);
  writeFileSync(
    join(outDir, '_headers'),
    headersFile(contentSecurityPolicy(supabaseUrl, mediaOrigins(content), frameOrigins(content)), { local: isLocal }) +
      (withEditor ? adminHeadersRule({ localBackend: false }) : ''),
  );
  const stripped = await publishMedia(join(contentRoot, 'data', 'media'), join(outDir, 'media'));
  if (stripped) log(`Media: the metadata of ${stripped} photos removed (GPS, camera, date).`);
  phase('SEO files, headers, media');
  if (compressor) {
    const { files, compressed } = await compressor.finish();
    const copies =
      compress === 'all'
        ? `.br copies of ${files} files (and .gz of the shared scripts and styles)`
        : `.br and .gz copies of the ${files} shared scripts and styles`;
    const onRequest = compress === 'all' ? '' : '; the server compresses each page as it first sends it, as hosts do';
    log(
      `Compression: ${copies}, ${compressed} compressed now (the rest unchanged, from .cache/compressed)${onRequest}.`,
    );
    phase(compress === 'all' ? 'compressed copies (the rest)' : 'compressed copies (shared scripts and styles)');
  } else log('Compression: no .br or .gz copies (the host compresses what it serves; --precompress writes them).');
  // After precompressing: the editor's 5 MB bundle is for staff, not worth a minute of brotli.
  if (withEditor) {
    const hosted = hostedBackend(process.env);
    await writeAdmin(outDir, { localBackend: false, hosted }, contentRoot);
    if (hosted.name === TEST_REPO)
      log('Editor: on the test-repo backend, which keeps saves in the page (tests and demonstrations only).');
  }
  return { pages, routes: [...site.routes.keys()] };
}
