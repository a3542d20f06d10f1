import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RouteData, SiteData } from '../../src/content/render/routeData.ts';
import { routeDataUrl, NOT_FOUND_DATA_URL } from '../../src/model/paths.ts';
import { htmlDocument } from './htmlDocument.ts';
import { leadImagePreload } from './leadImagePreload.ts';

export type Render = (url: string, data: RouteData) => Promise<{ html: string; styles: string }>;
export type AssetTags = (blockTypes: string[]) => string;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** "/" -> index.html, "/listings/x" -> listings/x/index.html, so static hosts serve it at both /listings/x and /listings/x/. */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** One page's complete HTML: the app rendered on the server, its critical styles, its assets and structured data. */
export async function pageDocument(site: SiteData, url: string, data: RouteData, render: Render, assetTags: AssetTags): Promise<string> {
  const { html, styles } = await render(url, data);
  const jsonLd = site.structuredData.get(url);
  return htmlDocument({ data, appHtml: html, styles, assetTags: leadImagePreload(data.page) + assetTags(data.page.blocks.map((b) => b.type)), jsonLd });
}

/** Writes every route's HTML and JSON data, and the not-found page. Returns the number of pages written. */
export async function prerenderSite(site: SiteData, render: Render, outDir: string, assetTags: AssetTags): Promise<number> {
  const emit = async (url: string, htmlFile: string, dataUrl: string, data: RouteData) => {
    write(join(outDir, htmlFile), await pageDocument(site, url, data, render, assetTags));
    write(join(outDir, dataUrl), JSON.stringify(data));
  };
  for (const [path, data] of site.routes) await emit(path, htmlFileFor(path), routeDataUrl(path), data);
  await emit('/404', '404.html', NOT_FOUND_DATA_URL, site.notFound);
  for (const [url, data] of site.dataFiles) write(join(outDir, url), JSON.stringify(data));
  return site.routes.size + 1;
}
