import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { formatProblem } from '../../../src/content/load/problem.ts';
import { editorMessage } from './editorMessages.ts';
import type { RouteData, SiteData } from '../../../src/content/render/routeData.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { createAssetTags } from '../../siteBuild/clientAssets.ts';
import { withImageVariants } from '../../siteBuild/images/withImageVariants.ts';
import { pageDocument, type Render } from '../../siteBuild/prerender.ts';
import { fileOf, unplaceableEntry, withEntrySaved, type PendingMedia } from './entryCopy.ts';
import { PhotoRefused } from '../../lib/preparePhoto.ts';
import { entryWarnings } from './entryWarnings.ts';
import { pendingPhotos, type EntryToCheck } from './preparedPhotos.ts';
import { NOT_FOUND_PATH, previewPath } from '../config/previewPath.ts';
import { FIX_TO_PREVIEW, problemsPage, still } from './previewPages.ts';

export { previewPath };

/** The last build the preview draws on: its assets and server bundle (the site's own components), and the photos' cache. */
export interface PreviewBuild {
  distDir: string;
  ssrDir: string;
  imageCacheDir: string;
}

/** Where the build's photo variants are (withImageVariants writes them under its output folder), and where the editor serves the preview's. */
const PHOTO_VARIANTS = 'assets/media';
export const PREVIEW_MEDIA_PATH = '/admin/preview-media';

/** A photo variant the preview made (`name` as the page asks for it), or undefined for any other path. */
export function previewMediaFile(mediaOut: string, name: string): string | undefined {
  if (!/^[\w.-]+\.(avif|webp|jpe?g|png)$/i.test(name) || name.startsWith('.')) return undefined;
  const file = join(mediaOut, PHOTO_VARIANTS, name);
  return existsSync(file) ? file : undefined;
}

/** The server bundle of the last build, imported again only when a build has replaced it. */
let loaded: { file: string; builtAt: number; render: Render } | undefined;
async function serverRender(ssrDir: string): Promise<Render> {
  const file = join(ssrDir, 'entryServer.js');
  const builtAt = statSync(file).mtimeMs;
  if (loaded?.file !== file || loaded.builtAt !== builtAt) {
    // React's production build, as the build's own pre-rendering loads it (buildSite.ts): React's
    // modules load once per process, and a development build loaded here first would break a later
    // build in the same process ("dispatcher.getOwner is not a function").
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { render } = (await import(`${pathToFileURL(file).href}?t=${builtAt}`)) as { render: Render };
      loaded = { file, builtAt, render };
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  }
  return loaded.render;
}

/** The preview's answer: the page, and the check's warnings of the entry for the form to show beside it. */
export interface Preview {
  html: string;
  warnings: string[];
  /** The site's path of the page drawn ("*" for the page not found), when one is. */
  page?: string;
}

/**
 * The editor's preview: the page that shows the entry, rendered by the site's own components
 * from the site as it would be with the entry saved, photos in their responsive variants, in the
 * site's styles and fonts. Photos chosen in the form and not stored yet are drawn too, prepared
 * as their save will store them (and only once: the save reuses them, preparedPhotos.ts). An
 * entry the check refuses shows the check's messages instead.
 */
export async function previewEntry(
  contentRoot: string,
  { media: sent = [], ...entry }: EntryToCheck,
  build: PreviewBuild,
  mediaOut: string,
): Promise<Preview> {
  const file = fileOf(entry);
  if (!file) return { html: problemsPage('This entry cannot be shown yet', [unplaceableEntry(entry)]), warnings: [] };
  let media: PendingMedia[];
  try {
    media = await pendingPhotos(sent);
  } catch (error) {
    if (error instanceof PhotoRefused)
      return { html: problemsPage('This photo cannot be used', [error.message]), warnings: [] };
    throw error;
  }
  return withEntrySaved(contentRoot, { ...entry, media }, file, async (copy) => {
    const { content, problems } = loadContent(copy);
    const warnings = entryWarnings(problems, { contentRoot, file, entry, media });
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0 || !content)
      return {
        html: problemsPage(
          FIX_TO_PREVIEW,
          errors.map((problem) => (problem.file === file ? editorMessage(problem, entry) : formatProblem(problem))),
        ),
        warnings,
      };
    const site = buildSiteData(content);
    const path = previewPath(entry, site);
    const page = (from: SiteData): RouteData => (path === NOT_FOUND_PATH ? from.notFound : from.routes.get(path)!);
    // Only this page's photos are encoded (cached by content, so a photo already built costs a copy).
    const onePage: SiteData = {
      ...site,
      routes: new Map(path === NOT_FOUND_PATH ? [] : [[path, page(site)]]),
      dataFiles: new Map(),
    };
    // The variants go to the preview's own folder, not into the build the site serves (whose
    // server knows only the files it started with): the page asks for them under /admin/.
    const { site: withPhotos } = await withImageVariants(onePage, join(copy, 'data'), mediaOut, build.imageCacheDir);
    const document = await pageDocument(
      withPhotos,
      path === NOT_FOUND_PATH ? '/404' : path,
      page(withPhotos),
      await serverRender(build.ssrDir),
      createAssetTags(build.distDir),
    );
    const html = still(document.replaceAll(`/${PHOTO_VARIANTS}/`, `${PREVIEW_MEDIA_PATH}/`));
    return { html, warnings, page: path };
  });
}
