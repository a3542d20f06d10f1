import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RouteData, SiteData } from '../../src/content/render/routeData.ts';
import { routeDataUrl, NOT_FOUND_DATA_URL } from '../../src/model/paths.ts';
import { htmlDocument } from './htmlDocument.ts';
import { leadImagePreload } from './leadImagePreload.ts';

export type Render = typeof import('../../src/site/entryServer.tsx').render;
export type AssetTags = (blockTypes: string[]) => string;

/** Writes a file, making its folder first unless this build made it already (every route's data shares one). */
function writer() {
  const made = new Set<string>();
  return (file: string, text: string) => {
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(file, text);
  };
}

/** "/" -> index.html, "/listings/x" -> listings/x/index.html, so static hosts serve it at both /listings/x and /listings/x/. */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/**
 * One page's complete HTML (the app rendered on the server, its critical styles, its assets and
 * structured data) and the route data a navigation to it fetches (static blocks as their HTML and
 * rules, not their props: see src/site/entryServer.tsx). npm start's live updates write both too.
 */
export async function renderPage(
  site: SiteData,
  url: string,
  data: RouteData,
  render: Render,
  assetTags: AssetTags,
): Promise<{ document: string; routeData: string }> {
  const { html, styles, routeData, embeddedData } = await render(url, data);
  const jsonLd = site.structuredData.get(url);
  const document = htmlDocument({
    data: embeddedData,
    appHtml: html,
    styles,
    assetTags: leadImagePreload(data.page) + assetTags(data.page.blocks.map((b) => b.type)),
    jsonLd,
  });
  return { document, routeData: JSON.stringify(routeData) };
}

/** One page's complete HTML (the editor's preview draws it too). */
export const pageDocument = async (
  site: SiteData,
  url: string,
  data: RouteData,
  render: Render,
  assetTags: AssetTags,
): Promise<string> => (await renderPage(site, url, data, render, assetTags)).document;

/** Writes every route's HTML and JSON data, and the not-found page. Returns the number of pages written. */
export async function prerenderSite(
  site: SiteData,
  render: Render,
  outDir: string,
  assetTags: AssetTags,
  /** Told of each file as it is written (the compression starts on it while the next page renders). */
  written: (file: string) => void = () => {},
): Promise<number> {
  const write = writer();
  const writeOut = (file: string, text: string) => {
    write(join(outDir, file), text);
    written(join(outDir, file));
  };
  const emit = async (url: string, htmlFile: string, dataUrl: string, data: RouteData) => {
    const { document, routeData } = await renderPage(site, url, data, render, assetTags);
    writeOut(htmlFile, document);
    writeOut(dataUrl, routeData);
    // A page renders without waiting on anything but promises, which never let the event loop
    // run: without a turn of it here, the compressions `written` started would finish unheard
    // and none would start until the last page (one core idle while the other renders).
    await nextTurn();
  };
  for (const [path, data] of site.routes) await emit(path, htmlFileFor(path), routeDataUrl(path), data);
  await emit('/404', '404.html', NOT_FOUND_DATA_URL, site.notFound);
  for (const [url, data] of site.dataFiles) writeOut(url, JSON.stringify(data));
  return site.routes.size + 1;
}
