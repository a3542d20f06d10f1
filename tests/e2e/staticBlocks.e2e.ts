/**
 * Static blocks ship no code (src/site/StaticBlock.tsx): on a first load React keeps their server
 * HTML as it is, with no hydration mismatch; after a navigation inside the app they show the same
 * HTML and the same computed styles as a fresh load of the page; their links still go through
 * the router.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundDocument, notFoundLog } from './support/allowances.ts';
import { expectCleanConsole } from './support/assertions.ts';
import {
  baseUrl,
  connectBrowser,
  DESKTOP,
  MOBILE,
  newPage,
  openPage,
  serverNodesReplaced,
  waitForHydration,
} from './support/browser.ts';
import { ROUTES as EVERY_ROUTE } from './support/routes.ts';
import { blocksOnScreen, rememberStaticBlocks, staticBlocksNow, type BlockOnScreen } from './support/staticBlocks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Every route of the fixture site, and the not-found page. */
const NOT_FOUND = '/no-such-page';
const ROUTES = [...EVERY_ROUTE.map((route) => route.path), NOT_FOUND];

describe('a first load keeps the static blocks as the server wrote them', () => {
  for (const viewport of [MOBILE, DESKTOP])
    // Every route, one after another: minutes, not the default minute, on a busy machine.
    it.concurrent(
      `at ${viewport.width} px: no mismatch, no console error, each static block's HTML unchanged by hydration`,
      { timeout: 600_000 },
      async () => {
        let checked = 0;
        for (const path of ROUTES) {
          const { page, log, close } = await newPage(browser, { viewport });
          try {
            await page.addInitScript(rememberStaticBlocks);
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            await waitForHydration(page);
            // Hydration commits in steps; give the last of them and their effects time to run.
            await page.waitForTimeout(300);
            const blocks = await staticBlocksNow(page);
            checked += blocks.length;
            for (const block of blocks) {
              expect(block.connected, `${path}: block ${block.index} (${block.type}) is the server's element`).toBe(
                true,
              );
              expect(block.html, `${path}: block ${block.index} (${block.type}) is unchanged`).toBe(block.before);
            }
            expect(await serverNodesReplaced(page), path).toMatchObject({ replaced: 0 });
            // The not-found page answers 404 and says so in the console, as the specification asks.
            expectCleanConsole(
              log,
              path === NOT_FOUND ? [notFoundDocument(`${baseUrl()}${path}`), notFoundLog(path)] : [],
            );
          } finally {
            await close();
          }
        }
        // A listing's page is all interactive (its gallery and its details); the others have static blocks.
        expect(checked).toBeGreaterThan(ROUTES.length);
      },
    );
});

/** Follows a link inside the app and waits until the page for `to` is on screen (its title set, its data rendered). */
async function follow(page: Page, selector: string, to: string): Promise<void> {
  // The header's links are in the side menu on a phone: the first link of its kind on screen.
  const link = page.locator(selector).filter({ visible: true }).first();
  await link.scrollIntoViewIfNeeded();
  // The page on screen stays until the next one's data is in; every block of the next is a new element.
  await page.evaluate(
    () =>
      ((document.getElementById('main')!.firstElementChild as unknown as { __e2eLeaving: boolean }).__e2eLeaving =
        true),
  );
  await link.click();
  await page.waitForURL((url) => url.pathname === to);
  await page.waitForFunction(
    () =>
      !(document.getElementById('main')!.firstElementChild as unknown as { __e2eLeaving?: boolean } | null)
        ?.__e2eLeaving,
  );
  await page.waitForTimeout(300);
}

const hops: [selector: string, to: string][] = [
  ['footer a[href="/listings"]', '/listings'],
  ['main a[href="/listings/dunvegan-road"]', '/listings/dunvegan-road'],
  ['a[href="/explore"]', '/explore'],
  // A static block's link (the neighbourhood cards): the router takes it, no reload.
  ['main a[href="/explore/rosedale"]', '/explore/rosedale'],
  ['a[href="/team"]', '/team'],
  ['main a[href="/team/maya-lindqvist"]', '/team/maya-lindqvist'],
  ['footer a[href="/privacy"]', '/privacy'],
  ['header a[href="/"]', '/'],
  ['main a[href="/developments/forma"]', '/developments/forma'],
  ['main a[href^="/contact?about="]', '/contact'],
];

describe('a navigation inside the app shows what a fresh load shows', () => {
  for (const viewport of [MOBILE, DESKTOP])
    it.concurrent(
      `at ${viewport.width} px: home, listings, a listing, a guide, the team, a profile, a legal page, a development, contact`,
      async () => {
        const fresh = new Map<string, BlockOnScreen[]>();
        for (const [, to] of hops) {
          if (fresh.has(to)) continue;
          const opened = await newPage(browser, { viewport });
          try {
            await opened.page.addInitScript(rememberStaticBlocks);
            await opened.page.goto(to, { waitUntil: 'load' });
            await waitForHydration(opened.page);
            await opened.page.waitForTimeout(300);
            fresh.set(to, await blocksOnScreen(opened.page));
            expectCleanConsole(opened.log);
          } finally {
            await opened.close();
          }
        }

        const { page, log, close } = await openPage(browser, '/team/maya-lindqvist', { viewport, waitUntil: 'load' });
        try {
          // Leaves from a profile, so the chain starts from a page other than home and returns to it.
          await follow(page, 'header a[href="/"]', '/');
          await page.evaluate(() => ((window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true));
          for (const [selector, to] of hops) {
            await follow(page, selector, to);
            const shown = await blocksOnScreen(page);
            const expected = fresh.get(to)!;
            expect(
              shown.map((b) => b.tag),
              `${to}: the same elements in <main>`,
            ).toEqual(expected.map((b) => b.tag));
            expected.forEach((block, i) => {
              if (!block.isStatic) return;
              expect(shown[i]!.html, `${to}: block element ${i} has the HTML of a fresh load`).toBe(block.html);
              expect(shown[i]!.styles, `${to}: block element ${i} has the computed styles of a fresh load`).toEqual(
                block.styles,
              );
            });
          }
          expect(
            await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload),
            'every hop stayed in the app (no reload)',
          ).toBe(true);
          // Emotion's rules were each inserted once, however many pages used them.
          const duplicates = await page.evaluate(() => {
            const names = [...document.querySelectorAll('style[data-emotion]')].flatMap((tag) =>
              tag.getAttribute('data-emotion')!.split(' ').slice(1),
            );
            return names.filter((name, i) => names.indexOf(name) !== i);
          });
          expect(duplicates).toEqual([]);
          expectCleanConsole(log);
        } finally {
          await close();
        }
      },
      // Eleven fresh loads and eleven hops: past the suite's 60 s on a busy two-core machine.
      180_000,
    );
});

describe('a static page after hydration', () => {
  it('a link in a static block, clicked before any navigation, goes through the router and scrolls to the top', async () => {
    const { page, log, close } = await openPage(browser, '/explore', { viewport: MOBILE });
    try {
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true));
      await page.locator('main a[href="/explore/rosedale"]').first().scrollIntoViewIfNeeded();
      await page.locator('main a[href="/explore/rosedale"]').first().click();
      await page.waitForURL((url) => url.pathname === '/explore/rosedale');
      await page.waitForFunction(() =>
        document.querySelector('#main h1')?.textContent?.toLowerCase().includes('rosedale'),
      );
      expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(0);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
