/**
 * What a visitor pays in JavaScript: every script a real Chromium fetches from navigation until
 * the network is quiet, each gzipped at level 9 and summed. This is what Lighthouse counts as
 * Script requests, so it includes what the page's code imports after hydration (a carousel, a
 * calculator), which a list of preloaded modules cannot see.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

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
 */
export async function scriptsFetched(browser: Browser, baseUrl: string, route: string): Promise<RouteScripts> {
  const context = await browser.newContext({ ...LIGHTHOUSE_MOBILE, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    const bodies: Promise<FetchedScript | undefined>[] = [];
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      // Module preloads, the entry and dynamic imports all have the resource type "script".
      if (request.resourceType() !== 'script') return;
      const script = request
        .response()
        .then((response) => response?.body())
        .then((body) => (body ? { url: request.url(), gzipBytes: gzipSync(body, { level: 9 }).length } : undefined));
      // Awaited below; marked handled here so that, if the page's load fails first, that error is the one reported.
      script.catch(() => undefined);
      bodies.push(script);
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    await page.goto(route, { waitUntil: 'load' });
    const started = Date.now();
    while (!(inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) && Date.now() - started < GIVE_UP_MS)
      await page.waitForTimeout(100);

    // One URL counts once: a module preloaded and then imported is fetched once.
    const byUrl = new Map<string, FetchedScript>();
    for (const script of await Promise.all(bodies)) if (script) byUrl.set(script.url, script);
    const scripts = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { route, scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

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
