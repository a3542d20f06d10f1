/**
 * The hosted editor's preview (bundled into /admin/preview.js by previewBundle.ts, fetched when a
 * preview pane first opens): the page that shows the entry, drawn in the editor's page by the
 * site's own server renderer (src/site/entryServer.tsx) from the site as it would be with the
 * entry saved (the content check's loading, siteCheck.ts), in the published site's stylesheets and
 * fonts. The same still as npm start's preview (server/preview.ts), without the photos' variants:
 * a published photo is drawn from its copy in /media/, one chosen in the form from its blob: URL.
 */
import { formatProblem } from '../../../src/content/load/problem.ts';
import type { RouteData } from '../../../src/content/render/routeData.ts';
import { buildSiteData } from '../../../src/content/render/siteData.ts';
import { render } from '../../../src/site/entryServer.tsx';
import { pageDocument } from '../../siteBuild/prerender.ts';
import type { EditorEntry } from '../config/entryFile.ts';
import { NOT_FOUND_PATH, previewPath } from '../config/previewPath.ts';
import { editorMessage } from '../server/editorMessages.ts';
import { FIX_TO_PREVIEW, problemsPage, still } from '../server/previewPages.ts';
import { backendFiles, siteIndex } from './editorContent.ts';
import { publishedAssetTags } from './publishedAssets.ts';
import { answerOf, loadEntry, type ChosenPhoto } from './siteCheck.ts';

/** A photo chosen in the form and not stored yet: as the check measures it, and where the page can draw it from. */
export interface PreviewPhoto extends ChosenPhoto {
  url: string;
}

/** The site's address of a photo stored at `path` (data/media/x.jpg is /media/x.jpg). */
const publicPath = (path: string) => `/${path.replace(/^\/+/, '').replace(/^data\//, '')}`;

/** The preview's answer: the page, and the check's warnings of the entry for the form to show beside it. */
interface Preview {
  html: string;
  warnings: string[];
}

/**
 * The page, and the entry's warnings read from the same loading of the site (one loading per
 * pause in the typing, as the pane asks: previewScript.ts), against the content index the page
 * holds already. Each warning as a hosted save shows it: its sentence, without the file's line.
 */
async function previewPage(entry: EditorEntry, photos: PreviewPhoto[]): Promise<Preview> {
  const loaded = loadEntry(await siteIndex(document.baseURI), backendFiles(window), entry, photos);
  const warnings = answerOf(entry, loaded).warnings.map((warning) => warning.split('\n')[0]!.trim());
  return { html: await pageOf(entry, photos, loaded), warnings };
}

async function pageOf(
  entry: EditorEntry,
  photos: PreviewPhoto[],
  loaded: ReturnType<typeof loadEntry>,
): Promise<string> {
  if ('refused' in loaded) return problemsPage('This entry cannot be shown yet', loaded.refused);
  const { file, loaded: result } = loaded;
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !result.content)
    return problemsPage(
      FIX_TO_PREVIEW,
      errors.map((problem) => (problem.file === file ? editorMessage(problem, entry) : formatProblem(problem))),
    );
  const site = buildSiteData(result.content);
  const path = previewPath(entry, site);
  const url = path === NOT_FOUND_PATH ? '/404' : path;
  const data: RouteData = path === NOT_FOUND_PATH ? site.notFound : site.routes.get(path)!;
  const tags = await publishedAssetTags(url);
  let html = still(await pageDocument(site, url, data, render, () => tags));
  for (const photo of photos) html = html.replaceAll(`"${publicPath(photo.path)}"`, `"${photo.url}"`);
  return html;
}

(window as unknown as { sitePreview: unknown }).sitePreview = { page: previewPage };
