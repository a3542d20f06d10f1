/**
 * No broken internal link and no missing image anywhere. Starting from / and from every route
 * the build wrote (dist-e2e/_data/) and every URL in sitemap.xml, each page is opened in Chromium,
 * scrolled through so lazy images load, and its links, images, picture sources, video, poster,
 * preloads, icons and share image are collected from the live DOM; every internal page must answer
 * 200 with HTML and every image or video 200 with an image/ or video/ type (every srcset candidate,
 * whatever the width). In-page #links must have a target; external links must open in a new tab
 * without opener or referrer. (At 390 px, a11y.e2e.ts checks the images that load on every route.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listDataUrl } from '../../src/model/defineBlock.ts';
import { baseUrl, connectBrowser, inBatches } from './support/browser.ts';
import { checkUrls, inspectPage, type PageFindings } from './support/crawlPage.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Pages reached only from an email (noindex): linked from no page, and left out of the sitemap. */
// /favourites is linked from the footer, so the crawl reaches it; /unsubscribe only from emails.
const NOINDEX = ['/unsubscribe', '/favourites'];
const UNLINKED = ['/listings/1031-road-2900', '/listings/455-william-st', '/unsubscribe'];

/**
 * The crawl opens every route in one test, so its time grows with the site: about 1 s a page here
 * (three open at once on two cores), and over twice that on a busier CI machine, where the
 * suite-wide 60 s limit was once overrun. 6 s a page leaves a wide margin, and room for one page
 * that stalls to reach its own limit (PAGE_LIMIT, support/crawlPage.ts) and be opened again.
 */
/** Every route the build pre-rendered from the content. */
const builtRoutes = inject('builtRoutes');
const CRAWL_TIMEOUT = builtRoutes.length * 6_000;

/** The blocks' data files (every listing's card, for the filters) sit beside the routes' data: not routes. */
const LIST_DATA_DIR = relative('/_data', dirname(listDataUrl('x')));

/** The routes the build wrote data for: _data/listings/x.json -> /listings/x, _data/index.json -> /. */
function routesFromDataDir(): string[] {
  const dir = join(inject('distDir'), '_data');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && f !== '404.json' && dirname(f) !== LIST_DATA_DIR)
    .map((f) =>
      `/${relative('.', f)
        .replace(/\\/g, '/')
        .replace(/\.json$/, '')}`.replace(/^\/index$/, '/'),
    )
    .sort();
}

const sitemapFile = () => join(inject('distDir'), 'sitemap.xml');
const sitemapPaths = () =>
  [...readFileSync(sitemapFile(), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'))
    .sort();

describe('sitemap.xml', () => {
  // A build without a sitemap is a broken build: the test fails on it rather than skipping.
  it('lists every route the build wrote but the noindex ones, and each answers 200 with HTML', async () => {
    expect(existsSync(sitemapFile()), `${sitemapFile()} was not written by the build`).toBe(true);
    const paths = sitemapPaths();
    expect(paths).toEqual(routesFromDataDir().filter((p) => !NOINDEX.includes(p)));
    expect(await checkUrls(paths.map((p) => ({ url: `${baseUrl()}${p}`, expect: 'html' as const })))).toEqual([]);
  });
});

describe('crawl', () => {
  const visited = new Map<string, PageFindings>();

  it(
    'from / alone, following links, reaches every route except the two listings linked from nowhere',
    async () => {
      let frontier = ['/'];
      while (frontier.length) {
        const batch = frontier.filter((p) => !visited.has(p));
        frontier = [];
        const results = await inBatches(batch, 3, (path) => inspectPage(browser, path));
        for (const r of results) {
          visited.set(r.path, r);
          for (const link of r.links)
            if (!visited.has(link) && !frontier.includes(link) && !batch.includes(link)) frontier.push(link);
        }
      }
      const reached = [...visited.keys()].sort();
      const expected = [...builtRoutes].filter((p) => !UNLINKED.includes(p)).sort();
      expect(reached).toEqual(expected);
    },
    CRAWL_TIMEOUT,
  );

  it('from the route list (dist-e2e/_data) and the sitemap: the unlinked listings too', async () => {
    const seeds = [...new Set([...routesFromDataDir(), ...(existsSync(sitemapFile()) ? sitemapPaths() : [])])];
    const missing = seeds.filter((p) => !visited.has(p));
    for (const r of await inBatches(missing, 3, (path) => inspectPage(browser, path))) visited.set(r.path, r);
    expect([...visited.keys()].sort()).toEqual([...builtRoutes].sort());
    for (const path of UNLINKED) expect(visited.get(path)?.status, path).toBe(200);
  });

  it('every page answered 200 and every internal link answers 200 with HTML', async () => {
    const bad = [...visited.values()].filter((r) => r.status !== 200).map((r) => `${r.path}: HTTP ${r.status}`);
    expect(bad).toEqual([]);
    const links = new Set([...visited.values()].flatMap((r) => r.links));
    expect(await checkUrls([...links].map((p) => ({ url: `${baseUrl()}${p}`, expect: 'html' as const })))).toEqual([]);
  });

  it('every file a link offers (a floor plan, a calendar entry) answers 200 with its own type, not a page', async () => {
    const files = new Set([...visited.values()].flatMap((r) => r.files));
    expect(files.size).toBeGreaterThan(0);
    expect(await checkUrls([...files].map((p) => ({ url: `${baseUrl()}${p}`, expect: 'file' as const })))).toEqual([]);
  });

  it('every <img>, <picture> source, video, poster, image preload, icon and share image answers 200 with an image or video type', async () => {
    const assets = new Map<string, 'image' | 'video'>();
    for (const r of visited.values()) for (const a of r.assets) assets.set(a.url, a.kind);
    expect(assets.size).toBeGreaterThan(50);
    expect(await checkUrls([...assets].map(([url, kind]) => ({ url, expect: kind })))).toEqual([]);
  });

  it('every image a visitor scrolls past loads (naturalWidth > 0)', () => {
    const broken = [...visited.values()].flatMap((r) => r.brokenImages.map((src) => `${r.path}: ${src}`));
    expect(broken).toEqual([]);
    expect(
      [...visited.values()].reduce((n, r) => n + r.imagesSeen, 0),
      'images checked across the site',
    ).toBeGreaterThan(100);
  });

  it('in-page #links have targets; external links open in a new tab without opener or referrer', () => {
    expect([...visited.values()].flatMap((r) => r.missingAnchors.map((a) => `${r.path}: ${a}`))).toEqual([]);
    const external = [...visited.values()].flatMap((r) => r.external.map((e) => ({ ...e, page: r.path })));
    expect(external.length).toBeGreaterThan(0);
    const wrong = external.filter(
      (e) => e.target !== '_blank' || !/\bnoopener\b/.test(e.rel ?? '') || !/\bnoreferrer\b/.test(e.rel ?? ''),
    );
    expect(wrong).toEqual([]);
    for (const e of external) expect(e.href, `${e.page}: external links use https`).toMatch(/^https:\/\//);
  });

  it('no console errors or warnings on any crawled page', () => {
    expect([...visited.values()].flatMap((r) => r.consoleProblems.map((p) => `${r.path}: ${p}`))).toEqual([]);
  });
});
