/**
 * What a visitor pays in JavaScript: every script a real Chromium fetches from navigation until
 * the network is quiet, each gzipped at level 9 and summed. This is what Lighthouse counts as
 * Script requests, so it includes what the page's code imports after hydration (a carousel, a
 * calculator), which a list of preloaded modules cannot see.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** Lighthouse's default device (a mid-range phone), so a section lazily loaded "when near" is near or not as it is for Lighthouse. */
const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Lighthouse waits for a second without network activity (networkQuietThresholdMs) before it ends a load. */
const QUIET_MS = 1000;
/** A page still fetching after this long is reported as it stands rather than holding up every other route. */
const GIVE_UP_MS = 20_000;
/** Longer than any busy machine takes to load a page and start its app: past it the attempt fails (and is tried again). */
const START_TIMEOUT_MS = 60_000;

interface FetchedScript {
  url: string;
  gzipBytes: number;
}

export interface RouteScripts {
  route: string;
  scripts: FetchedScript[];
  gzipBytes: number;
}

/**
 * Opens `route` in a fresh context (an empty cache, as a first visit) and records the scripts it
 * fetches until no request has been in flight for a second. Nothing is clicked, scrolled or typed.
 *
 * A quiet second alone is not the end of the load on a busy machine: the app loader starts the
 * scripts after the first paint, or a second after the load event if nothing has painted
 * (scripts/siteBuild/appLoader.ts), and a page whose main thread is starved of CPU paints late and
 * runs that timer late, so the network can be quiet for a second before any script is asked
 * for (at a load average of 20 a route measured no script at all). The same goes for what the
 * app imports once hydrated. So the load ends only once the loader's entry has been requested
 * and the page's main thread has been idle, with the network quiet for a second after that:
 * later than the quiet second on a starved machine, the same moment on an idle one.
 */
export async function scriptsFetched(browser: Browser, baseUrl: string, route: string): Promise<RouteScripts> {
  const context = await browser.newContext({ ...LIGHTHOUSE_MOBILE, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    // Counts every request started or ended, to tell whether anything happened while waiting.
    let activity = 0;
    const requested = new Set<string>();
    const bodies: Promise<FetchedScript>[] = [];
    const settled = () => {
      inFlight--;
      activity++;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight++;
      activity++;
      lastActivity = Date.now();
      requested.add(request.url());
      // Module preloads, the entry and dynamic imports all have the resource type "script".
      if (request.resourceType() !== 'script') return;
      const script = request.response().then(async (response) => {
        // A script the browser failed to fetch is a load that went wrong, not a script of 0 KB.
        if (!response) throw new Error(`${route}: ${request.url()} failed (${request.failure()?.errorText})`);
        return { url: request.url(), gzipBytes: gzipSync(await response.body(), { level: 9 }).length };
      });
      // Awaited below; marked handled here so that, if the page's load fails first, that error is the one reported.
      script.catch(() => undefined);
      bodies.push(script);
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    await page.goto(route, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await appStarted(page, route, requested);
    const started = Date.now();
    const gaveUp = () => Date.now() - started >= GIVE_UP_MS;
    for (;;) {
      const before = activity;
      await mainThreadIdle(page);
      while (!(inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) && !gaveUp()) await page.waitForTimeout(100);
      if (activity === before || gaveUp()) break;
    }

    // One URL counts once: a module preloaded and then imported is fetched once.
    const byUrl = new Map<string, FetchedScript>();
    for (const script of await Promise.all(bodies)) byUrl.set(script.url, script);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { route, scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

/** Waits until the page's app loader (if it has one) has asked for its entry module. */
async function appStarted(page: Page, route: string, requested: Set<string>): Promise<void> {
  const entry = await page.evaluate(() => {
    const src = document.querySelector('script[data-app-loader]')?.getAttribute('data-entry');
    return src ? new URL(src, document.baseURI).href : undefined;
  });
  if (!entry) return;
  const since = Date.now();
  while (!requested.has(entry)) {
    if (Date.now() - since > START_TIMEOUT_MS)
      throw new Error(
        `${route}: the app loader had not asked for ${entry} ${START_TIMEOUT_MS / 1000} s after the load`,
      );
    await page.waitForTimeout(50);
  }
}

/** Resolves once the page's main thread has had nothing to run (after hydration and whatever it queued). */
const mainThreadIdle = (page: Page) =>
  page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    GIVE_UP_MS,
  );

/** Measures every route with one browser, a few pages at a time (each in its own context, so no page warms another's cache). */
export async function scriptsFetchedByRoute(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  parallel = 4,
): Promise<RouteScripts[]> {
  const results: RouteScripts[] = [];
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift())
      results.push(await measuredOnce(browser, baseUrl, route));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, routes.length) }, worker));
  return results.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * A route's measure, tried again (twice at most) when its load failed or fetched no script at
 * all, which on a busy machine happens now and then; a route that never gives a figure stops
 * the run rather than passing with 0 KB.
 */
async function measuredOnce(browser: Browser, baseUrl: string, route: string): Promise<RouteScripts> {
  let failure: unknown = new Error(`${route} fetched no script`);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const measured = await scriptsFetched(browser, baseUrl, route);
      if (measured.scripts.length) return measured;
      failure = new Error(`${route} fetched no script`);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * The targets for this measure (issue 35): 90 KB on every route, 86 KB on routes made of
 * static blocks only (legal pages, the team and its profiles, developments, explore, the journal). The stack's
 * own floor (React DOM, Emotion, wouter, zustand, an empty app) is about 82 KB.
 */
export const FETCHED_BUDGET_KB = 100;
const STATIC_ONLY = [
  /^\/(privacy|terms|accessibility)$/,
  /^\/team(\/|$)/,
  /^\/developments\//,
  /^\/explore(\/|$)/,
  /^\/journal(\/|$)/,
];
export function targetKb(route: string): number {
  return STATIC_ONLY.some((pattern) => pattern.test(route)) ? 86 : 90;
}
