/**
 * What the crawl (crawl.e2e.ts) reads of one page and of every URL it found: a page is opened in
 * its own context, scrolled through so lazy images load, and its links, files, images, video,
 * anchors and console problems are collected from the live DOM; the URLs are then fetched once
 * from Node, as a crawler would, each expected to answer 200 with its own kind of content.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, type ConsoleLog, DESKTOP, inBatches, newPage, settle, waitForHydration } from './browser.ts';
import { Stalled, withinTime } from './deadline.ts';

export interface PageFindings {
  path: string;
  status: number;
  links: string[];
  /** Files a link offers rather than pages: a floor plan at full size, an open house's calendar entry. */
  files: string[];
  assets: { url: string; kind: 'image' | 'video' }[];
  external: { href: string; target: string | null; rel: string | null }[];
  missingAnchors: string[];
  brokenImages: string[];
  imagesSeen: number;
  consoleProblems: string[];
}

/**
 * A page gets PAGE_LIMIT ms from opening to closing: Playwright's own limits bound opening (30 s
 * to navigate, 10 s to hydrate) and settle() bounds images (15 s), fonts and animations (10 s
 * each), but not the steps between, so a page that stops answering is named here, with the step.
 */
const PAGE_LIMIT = 75_000;

async function inspect(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<PageFindings> {
  const step = { now: 'opening it' };
  const opened = newPage(browser, { viewport });
  const work = async () => {
    const { page, log, close } = await opened;
    try {
      step.now = 'loading it';
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      step.now = 'waiting for it to hydrate';
      await waitForHydration(page);
      step.now = 'scrolling through it, waiting for its images, fonts and animations, reading its links';
      return await readPage(page, path, response, log);
    } finally {
      step.now = 'closing it';
      await close();
    }
  };
  try {
    return await withinTime(PAGE_LIMIT, () => `${path} (${step.now})`, work());
  } catch (error) {
    // A stalled page is closed so its context does not outlive the test.
    if (error instanceof Stalled) void opened.then(({ close }) => close()).catch(() => undefined);
    throw error;
  }
}

/**
 * inspect(), and once more in a fresh context if the page stalled: one CI run stalled a page
 * without a word (never seen here, even with both cores busy). The stall is printed; a page that
 * stalls twice fails the crawl with its name and step.
 */
export async function inspectPage(browser: Browser, path: string): Promise<PageFindings> {
  try {
    return await inspect(browser, path);
  } catch (error) {
    if (!(error instanceof Stalled)) throw error;
    console.warn(`[e2e] crawl: ${error.message}; opening it once more.`);
    return inspect(browser, path);
  }
}

/** What the crawl needs of one open page: its links, media, anchors, and what the console said. */
async function readPage(page: Page, path: string, response: Response | null, log: ConsoleLog): Promise<PageFindings> {
  const { seen, broken } = await settle(page);
  const found = await page.evaluate(() => {
    const origin = location.origin;
    const abs = (u: string | null | undefined) => (u ? new URL(u, location.href).href : null);
    const srcset = (s: string | null) =>
      s
        ? s
            .split(',')
            .map((part) => part.trim().split(/\s+/)[0]!)
            .filter(Boolean)
        : [];
    const links: string[] = [];
    const files: string[] = [];
    const external: { href: string; target: string | null; rel: string | null }[] = [];
    const missingAnchors: string[] = [];
    // With scripting on, a <noscript>'s content is text: its links (the filters of /listings as
    // links) are followed as a browser without JavaScript follows them.
    const withoutScript = Array.from(document.querySelectorAll('noscript')).flatMap((element) =>
      Array.from(new DOMParser().parseFromString(element.textContent ?? '', 'text/html').querySelectorAll('a[href]')),
    );
    for (const a of [...Array.from(document.querySelectorAll('a[href]')), ...withoutScript]) {
      const raw = a.getAttribute('href')!;
      if (/^(mailto|tel|sms):/.test(raw)) continue;
      if (raw.startsWith('#')) {
        const id = decodeURIComponent(raw.slice(1));
        if (id && !document.getElementById(id)) missingAnchors.push(raw);
        continue;
      }
      const url = new URL(raw, location.href);
      if (url.origin === origin) (/\.(?!html$)[a-z0-9]+$/i.test(url.pathname) ? files : links).push(url.pathname);
      else external.push({ href: url.href, target: a.getAttribute('target'), rel: a.getAttribute('rel') });
    }
    const images = new Set<string>();
    const videos = new Set<string>();
    for (const img of Array.from(document.images)) {
      for (const u of [img.getAttribute('src'), ...srcset(img.getAttribute('srcset'))]) if (u) images.add(abs(u)!);
    }
    for (const source of Array.from(document.querySelectorAll('picture source')))
      for (const u of srcset(source.getAttribute('srcset'))) images.add(abs(u)!);
    for (const video of Array.from(document.querySelectorAll('video'))) {
      if (video.getAttribute('poster')) images.add(abs(video.getAttribute('poster'))!);
      for (const u of [
        video.getAttribute('src'),
        ...Array.from(video.querySelectorAll('source')).map((s) => s.getAttribute('src')),
      ])
        if (u) videos.add(abs(u)!);
    }
    for (const link of Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'))) {
      for (const u of [link.getAttribute('href'), ...srcset(link.getAttribute('imagesrcset'))])
        if (u) images.add(abs(u)!);
    }
    for (const link of Array.from(document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')))
      images.add(abs(link.getAttribute('href'))!);
    // The share image names the production host; the same path must exist in the build.
    for (const meta of Array.from(document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))) {
      const content = meta.getAttribute('content');
      if (content) images.add(new URL(new URL(content).pathname, origin).href);
    }
    return { links, files, external, missingAnchors, images: [...images], videos: [...videos] };
  });
  const ownOrigin = (u: string) => new URL(u).origin === new URL(page.url()).origin;
  return {
    path,
    status: response?.status() ?? 0,
    links: [...new Set(found.links.map((p) => p.replace(/(.)\/$/, '$1')))],
    files: [...new Set(found.files)],
    assets: [
      ...found.images.filter(ownOrigin).map((url) => ({ url, kind: 'image' as const })),
      ...found.videos.filter(ownOrigin).map((url) => ({ url, kind: 'video' as const })),
      // Media from other hosts (a video host, a logo CDN) cannot be fetched offline: listed so the report shows them.
      ...[...found.images, ...found.videos]
        .filter((u) => !ownOrigin(u))
        .map((url) => ({ url, kind: 'image' as const })),
    ],
    external: found.external,
    missingAnchors: found.missingAnchors,
    brokenImages: broken,
    imagesSeen: seen,
    consoleProblems: log.unexpected(),
  };
}

/** Fetches every URL once (from Node, as a crawler would) and returns the failures. */
export async function checkUrls(
  urls: { url: string; expect: 'html' | 'image' | 'video' | 'file' }[],
): Promise<string[]> {
  const failures: string[] = [];
  await inBatches(urls, 8, async ({ url, expect: kind }) => {
    if (!url.startsWith(baseUrl())) {
      failures.push(`${url}: served from another host, which this offline suite cannot check (and the CSP must allow)`);
      return;
    }
    const response = await fetch(url);
    await response.arrayBuffer();
    const type = response.headers.get('content-type') ?? '';
    // A file is anything but a page: served with a type of its own, never the site's HTML.
    const ok =
      kind === 'html'
        ? type.startsWith('text/html')
        : kind === 'file'
          ? type !== '' && !type.startsWith('text/html')
          : type.startsWith(`${kind}/`);
    if (response.status !== 200 || !ok) failures.push(`${url}: HTTP ${response.status} ${type} (expected ${kind})`);
  });
  return failures;
}
