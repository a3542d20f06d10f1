/**
 * Opening pages in the shared Chromium: one context per page (fresh storage, its own viewport),
 * every console error, warning and uncaught exception recorded, and helpers that wait until the
 * page is hydrated and visually settled.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
} from 'playwright-core';
import { inject } from 'vitest';
import './context.ts';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export const baseUrl = () => inject('baseUrl');

/** Each test file connects to the one browser globalSetup launched. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

export interface ConsoleEntry {
  kind: 'error' | 'warning' | 'pageerror';
  text: string;
  /** For "Failed to load resource" messages, the resource's URL. */
  url: string;
}

/** A console message the site is allowed to print, with the reason it is allowed. */
export interface Allowance {
  reason: string;
  matches: (entry: ConsoleEntry) => boolean;
}

export class ConsoleLog {
  readonly entries: ConsoleEntry[] = [];

  constructor(page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      this.entries.push({ kind: type, text: message.text(), url: message.location().url ?? '' });
    });
    page.on('pageerror', (error) =>
      this.entries.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: '' }),
    );
  }

  /** Every entry no allowance explains, printed one per line (empty when the console is clean). */
  unexpected(allowances: Allowance[] = []): string[] {
    return this.entries
      .filter((e) => !allowances.some((a) => a.matches(e)))
      .map((e) => `[${e.kind}] ${e.text}${e.url ? ` (${e.url})` : ''}`);
  }
}

/** React reports hydration mismatches as console errors like these (dev wording and production codes). */
export const HYDRATION_PATTERN = /hydrat|Minified React error #(418|419|422|423|425)\b|did not match|server rendered/i;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** The crash-flagged build instead of the shipped one. */
  base?: string;
  /** Stop after the document loads instead of waiting for hydration (for pages that may never hydrate). */
  skipHydration?: boolean;
  /** 'load' also waits for the first screen's images; by default the page is ready once it has hydrated. */
  waitUntil?: 'load' | 'domcontentloaded';
  /** A phone's touch screen: taps, no hover, the mobile viewport's meta honoured. */
  touch?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  log: ConsoleLog;
  response: Response | null;
  close(): Promise<void>;
}

export async function newPage(browser: Browser, options: OpenOptions = {}): Promise<Omit<OpenedPage, 'response'>> {
  const context = await browser.newContext({
    baseURL: options.base ?? baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  // The pre-rendered header, first heading and footer, remembered before any script runs, so a
  // test can tell hydration (React adopts them) from a client re-render after a mismatch (replaced).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __e2eServerNodes: Element[] }).__e2eServerNodes = [
        document.querySelector('header[data-variant]'),
        document.querySelector('#main h1'),
        document.querySelector('#root footer'),
      ].filter((el): el is Element => el !== null);
    });
  });
  const log = new ConsoleLog(page);
  return { page, context, log, close: () => context.close() };
}

/** Opens `path` in a fresh context and waits until React has hydrated the page. */
export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(browser, options);
  const response = await opened.page.goto(path, { waitUntil: options.waitUntil ?? 'domcontentloaded' });
  if (!options.skipHydration) await waitForHydration(opened.page);
  return { ...opened, response };
}

export { isHydrated, waitForHydration } from './waitForHydration.ts';
export { describeFrames, framesWhileNavigating } from './frames.ts';
import { waitForHydration } from './waitForHydration.ts';

/** How many of the pre-rendered header, first heading and footer React replaced instead of hydrating (0 when hydration matched). */
export async function serverNodesReplaced(page: Page): Promise<{ remembered: number; replaced: number }> {
  return page.evaluate(() => {
    const nodes = (window as unknown as { __e2eServerNodes?: Element[] }).__e2eServerNodes ?? [];
    return { remembered: nodes.length, replaced: nodes.filter((el) => !el.isConnected).length };
  });
}

/**
 * Waits until client-side navigation has put `path` on screen: the address bar changes at once,
 * but the previous page stays until the next page's data has loaded, so also wait for `text`.
 */
export async function waitForPage(page: Page, path: string, text: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('#main').getByText(text, { exact: false }).first().waitFor();
}

/**
 * Ends the transitions and finite animations that are running (a scrolled header fading back, a
 * lightbox fading in). One that has not ended after `timeout` ms (paused, or never drawn) fails
 * with its name and element, where awaiting it would have held the test without a word.
 */
export async function waitForAnimations(page: Page, timeout = 10_000): Promise<void> {
  const unfinished = await page.evaluate(async (timeout) => {
    const finite = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.endTime !== Infinity && Number.isFinite(Number(timing.endTime));
    });
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, timeout))]);
    const name = (a: Animation) =>
      (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? (a.id || 'script animation');
    const target = (a: Animation) => {
      const el = (a.effect as KeyframeEffect | null)?.target;
      return el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
        : 'no element';
    };
    return finite
      .filter((a) => a.playState === 'running' || a.playState === 'paused')
      .map((a) => `${name(a)} on ${target(a)} (${a.playState})`);
  }, timeout);
  if (unfinished.length)
    throw new Error(`${page.url()}: animations still unfinished after ${timeout / 1000} s: ${unfinished.join('; ')}`);
}

/** How long settle() waits, in all, for lazy photos seen in passing to begin loading. */
const PHOTO_START_LIMIT = 10_000;

/**
 * Scrolls the page to its end in viewport steps so every lazy image a visitor would see loads,
 * returns to the top, then waits for fonts, for those images and for every transition: the final
 * render. Returns how many images were seen on the way and how many of them failed to load.
 */
export async function settle(page: Page, { scrollThrough = true } = {}): Promise<{ seen: number; broken: string[] }> {
  const result = await page.evaluate(
    async ({ scroll, photoStartLimit }) => {
      const seen = new Set<HTMLImageElement>();
      const inView = (img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.bottom > 0 &&
          r.top < window.innerHeight &&
          r.right > 0 &&
          r.left < window.innerWidth &&
          getComputedStyle(img).visibility !== 'hidden'
        );
      };
      const look = () =>
        Array.from(document.images)
          .filter(inView)
          .forEach((img) => seen.add(img));
      // Bounded: a page that draws no frame for a while (a starved renderer) must not hold the test silently.
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 30));
          setTimeout(resolve, 1_000);
        });
      look();
      if (scroll) {
        const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await frame();
          look();
        }
        // On a starved renderer (three pages at once on a busy CI machine) a step can pass before the
        // browser draws the frames that start a lazy photo in a card (content-visibility: auto, then
        // the lazy-load check): it was in view, yet its load never began (no currentSrc), and at the
        // top of the page it never will. A visitor who stops on it loads it: bring each into view
        // again until its load begins, within PHOTO_START_LIMIT.
        const started = (img: HTMLImageElement) => img.complete || img.currentSrc !== '';
        const until = Date.now() + photoStartLimit;
        for (const img of [...seen].filter((i) => !started(i))) {
          img.scrollIntoView({ block: 'center', behavior: 'instant' });
          while (!started(img) && Date.now() < until) await frame();
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
        await frame();
      }
      // Bounded like the images below: a font that never settles would otherwise hold the test silently.
      await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      const pending = [...seen]
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        );
      await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      return {
        seen: seen.size,
        broken: [...seen]
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.src),
      };
    },
    { scroll: scrollThrough, photoStartLimit: PHOTO_START_LIMIT },
  );
  await waitForAnimations(page);
  return result;
}

/**
 * Runs `read` with every box of the page drawn. Boxes styled content-visibility: auto (card
 * photos, the footer) stay undrawn until a visitor scrolls near them, and innerText leaves out
 * undrawn text; inside `read`, innerText gives what a visitor scrolling through the page reads.
 */
export async function withEverythingDrawn<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const override = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    return await read();
  } finally {
    await override.evaluate((style) => (style as Element).remove());
  }
}

/**
 * The <section> of <main> whose heading reads exactly `heading`, whatever its case: the content
 * writes headings in sentence case and the site sets them in capitals by style, so the accessible
 * name is "Pinnacle sales" where the specification and the screen read "PINNACLE SALES".
 */
export const sectionHeaded = (page: Page, heading: string) =>
  page.locator('main section').filter({
    has: page.getByRole('heading', { name: new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i') }),
  });

/** The page's visible text (innerText of <body>), whitespace collapsed. */
export async function visibleText(page: Page, selector = 'body'): Promise<string> {
  return (await withEverythingDrawn(page, () => page.locator(selector).first().innerText())).replace(/\s+/g, ' ');
}

/** Runs `work` over `items` with at most `limit` in flight: enough to overlap waits, few enough for two cores. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
