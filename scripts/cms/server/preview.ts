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
import { fileOf, unplaceableEntry, withEntrySaved, type EditorEntry, type PendingMedia } from './entryCopy.ts';
import { entryWarnings } from './entryWarnings.ts';
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

/** An entry as the editor's page sends it to the preview: the photos chosen in the form come along, base64. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: { path: string; content: string }[] };

/** A file under data/media, no part of its path "." or "..": anything else is not a photo the form can bring. */
function isMediaPath(path: string): boolean {
  const [data, media, ...rest] = path.replace(/^\//, '').split('/');
  return (
    data === 'data' &&
    media === 'media' &&
    rest.length > 0 &&
    rest.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'))
  );
}

/**
 * The photos chosen in the form, as the save will store them: the page prepared each as it was
 * chosen (photoUploads.ts: upright, no metadata, scaled, refused when too small), so they are
 * drawn as sent. Anything outside data/media is ignored.
 */
const pendingPhotos = (sent: { path: string; content: string }[]): PendingMedia[] =>
  sent
    .filter(({ path }) => isMediaPath(path))
    .map(({ path, content }) => ({ path, content: Buffer.from(content, 'base64') }));

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
 * site's styles and fonts. Photos chosen in the form and not stored yet are drawn too, as the
 * page prepared them and their save will store them. An entry the check refuses shows the
 * check's messages instead.
 */
export async function previewEntry(
  contentRoot: string,
  { media: sent = [], ...entry }: EntryToCheck,
  build: PreviewBuild,
  mediaOut: string,
): Promise<Preview> {
  const file = fileOf(entry);
  if (!file) return { html: problemsPage('This entry cannot be shown yet', [unplaceableEntry(entry)]), warnings: [] };
  const media = pendingPhotos(sent);
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
