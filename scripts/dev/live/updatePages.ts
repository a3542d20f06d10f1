import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Content } from '../../../src/content/load/content.ts';
import type { SiteData } from '../../../src/content/render/routeData.ts';
import { NOT_FOUND_DATA_URL, routeDataUrl } from '../../../src/model/paths.ts';
import { createAssetTags } from '../../siteBuild/clientAssets.ts';
import { withImageVariants } from '../../siteBuild/images/withImageVariants.ts';
import { htmlFileFor, renderPage, type Render } from '../../siteBuild/prerender.ts';
import { writeSiteWideFiles } from '../../siteBuild/siteWideFiles.ts';
import { NOT_FOUND_ROUTE, type SiteChanges } from './siteSnapshot.ts';
import { moveIntoPlace, copyNewMedia, removeFromBuild } from './swapFiles.ts';

/** The served build a page-by-page update writes into: its folder, its server renderer, the photos' cache. */
export interface ServedBuild {
  distDir: string;
  ssrDir: string;
  imageCacheDir: string;
}

const htmlOf = (path: string) => (path === NOT_FOUND_ROUTE ? '404.html' : htmlFileFor(path));
const dataOf = (path: string) => (path === NOT_FOUND_ROUTE ? NOT_FOUND_DATA_URL : routeDataUrl(path));

/** The served build's renderer, imported again only when a full build has replaced it. */
let loaded: { file: string; builtAt: number; render: Render } | undefined;
async function serverRender(ssrDir: string): Promise<Render> {
  const file = join(ssrDir, 'entryServer.js');
  const builtAt = statSync(file).mtimeMs;
  if (loaded?.file !== file || loaded.builtAt !== builtAt)
    loaded = {
      file,
      builtAt,
      render: ((await import(`${pathToFileURL(file).href}?t=${builtAt}`)) as { render: Render }).render,
    };
  return loaded.render;
}

/**
 * Renders again only the pages whose data changed, with the served build's own renderer and
 * bundle (which carries no content: only which block's code each page loads and the fonts'
 * letters, which changesBetween sends to a full build), and with them the blocks' data files
 * that changed, and the site-wide files (the sitemap, the redirects, the enquiry routing, the feed). Everything is written to a
 * folder beside the build first, then moved into place in one synchronous step, so no request
 * is answered from a half-written page. Returns the pages rendered or removed.
 */
export async function updatePages(
  content: Content,
  site: SiteData,
  changes: SiteChanges,
  build: ServedBuild,
  /** Told as each new photo's variants are done (the editor's notice after a save). */
  onPhoto?: (done: number, total: number) => void,
): Promise<string[]> {
  const pages = changes.changed.filter((path) => path !== NOT_FOUND_ROUTE);
  const partial: SiteData = {
    ...site,
    routes: new Map(pages.map((path) => [path, site.routes.get(path)!])),
    dataFiles: new Map(changes.dataFiles.map((url) => [url, site.dataFiles.get(url)])),
  };
  // Only the changed pages' photos: a photo already encoded is a copy from the cache.
  const { site: withPhotos } = await withImageVariants(
    partial,
    content.dataDir,
    build.distDir,
    build.imageCacheDir,
    onPhoto,
  );
  const render = await serverRender(build.ssrDir);
  const assetTags = createAssetTags(build.distDir);

  const staging = mkdtempSync(join(build.distDir, '.live-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(staging, file)), { recursive: true });
      writeFileSync(join(staging, file), text);
    };
    for (const path of changes.changed) {
      const data = path === NOT_FOUND_ROUTE ? withPhotos.notFound : withPhotos.routes.get(path)!;
      const { document, routeData } = await renderPage(withPhotos, path, data, render, assetTags);
      write(htmlOf(path), document);
      write(dataOf(path), routeData);
    }
    for (const [url, data] of withPhotos.dataFiles) write(url, JSON.stringify(data));
    writeSiteWideFiles(content, site, staging, { redirects: changes.redirects });
    copyNewMedia(join(content.dataDir, 'media'), join(build.distDir, 'media'));
    // From here on, synchronous: no request is served between the first file moved and the last.
    // A sold home's old address gets its redirect page from the staging folder, moved in next.
    removeFromBuild(
      build.distDir,
      changes.removed.flatMap((path) => [htmlOf(path), dataOf(path)]),
    );
    moveIntoPlace(staging, build.distDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return [...changes.changed, ...changes.removed];
}
