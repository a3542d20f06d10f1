import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../../src/content/load/content.ts';
import type { SiteData } from '../../../src/content/render/routeData.ts';
import { siteCharacters, siteTextFiles } from '../../fonts/trimFonts.ts';
import { frameOrigins, mediaOrigins } from '../../siteBuild/securityHeaders.ts';
import { isInteractive } from '../../../src/blocks/registry.ts';
import { blockChunksFile } from '../../siteBuild/vite/pageChunks.ts';

/**
 * What the served build was made from, in a form two versions of the content can be compared
 * by: each page's data (with its structured data) as text, the blocks' data files, the
 * redirects, and what only a full build can change: the characters the trimmed fonts keep,
 * the media hosts the Content-Security-Policy allows.
 */
export interface SiteSnapshot {
  site: SiteData;
  pages: Map<string, string>;
  dataFiles: Map<string, string>;
  redirects: string;
  characters: string;
  mediaOrigins: string;
  /** The video and tour providers the Content-Security-Policy's frame-src allows. */
  frameOrigins: string;
}

/** "/404" keys the not-found page among the routes. */
export const NOT_FOUND_ROUTE = '/404';

export function snapshotOf(site: SiteData, content: Content, contentRoot: string, srcDir: string): SiteSnapshot {
  const pages = new Map(
    [...site.routes].map(([path, data]) => [path, JSON.stringify([data, site.structuredData.get(path) ?? null])]),
  );
  pages.set(NOT_FOUND_ROUTE, JSON.stringify([site.notFound, null]));
  return {
    site,
    pages,
    dataFiles: new Map([...site.dataFiles].map(([url, data]) => [url, JSON.stringify(data)])),
    redirects: JSON.stringify(site.redirects),
    characters: siteCharacters(siteTextFiles(contentRoot, srcDir)),
    mediaOrigins: mediaOrigins(content).join(' '),
    frameOrigins: frameOrigins(content).join(' '),
  };
}

/** What changed between the content the served build shows and the content on disk. */
export interface SiteChanges {
  /** Pages to render again: new ones and ones whose data changed ("/404" for the not-found page). */
  changed: string[];
  /** Pages the content no longer has (a listing marked sold, a deleted page). */
  removed: string[];
  dataFiles: string[];
  redirects: boolean;
  /** Why only a full build can show the change, if it cannot be done page by page. */
  fullBuild?: string;
}

/** The block types the served browser bundle has code for (pageChunks.ts lists them beside Vite's manifest). */
export function bundledBlockTypes(distDir: string): Set<string> {
  const file = join(distDir, blockChunksFile);
  return existsSync(file)
    ? new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
    : new Set();
}

export function changesBetween(served: SiteSnapshot, next: SiteSnapshot, bundled: Set<string>): SiteChanges {
  const changed = [...next.pages].filter(([path, text]) => served.pages.get(path) !== text).map(([path]) => path);
  const removed = [...served.pages.keys()].filter((path) => !next.pages.has(path));
  const dataFiles = [...next.dataFiles].filter(([url, text]) => served.dataFiles.get(url) !== text).map(([url]) => url);
  const changes: SiteChanges = { changed, removed, dataFiles, redirects: served.redirects !== next.redirects };
  // Only interactive blocks have code in the browser; a static block is its pre-rendered HTML.
  const types = [...next.site.routes.values(), next.site.notFound]
    .flatMap((route) => route.page.blocks.map((block) => block.type))
    .filter(isInteractive);
  const unbundled = types.find((type) => !bundled.has(type));
  if (unbundled)
    changes.fullBuild = `a page now shows a "${unbundled}" block, whose code the served bundle does not carry`;
  else if ([...next.characters].some((char) => !served.characters.includes(char)))
    changes.fullBuild = 'the text uses a letter the trimmed fonts do not carry';
  else if (served.mediaOrigins !== next.mediaOrigins)
    changes.fullBuild = 'the content loads media from another host, which the Content-Security-Policy must allow';
  else if (served.frameOrigins !== next.frameOrigins)
    changes.fullBuild =
      'a listing now plays a video or tour from another provider, which the Content-Security-Policy must allow';
  return changes;
}
