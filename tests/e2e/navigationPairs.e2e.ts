/**
 * Between every pair of templates, in both directions, a navigation inside the app shows what a
 * fresh load of the target shows: the same elements in <main>, and each static block with the
 * HTML and computed styles of a fresh load (the route data's HTML and Emotion rules, inserted by
 * src/site/StaticBlock.tsx). One visit walks every ordered pair once (an Eulerian circuit of the
 * complete graph of templates), so a block's rules left behind by one page, or missing after
 * another, show up whichever page came before.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { connectBrowser, DESKTOP, MOBILE, newPage, openPage, waitForHydration } from './support/browser.ts';
import { blocksOnScreen, rememberStaticBlocks, type BlockOnScreen } from './support/staticBlocks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** One route of each template of the fixture site. */
const TEMPLATES = [
  '/',
  '/listings',
  '/listings/dunvegan-road',
  '/portfolio',
  '/explore',
  '/explore/rosedale',
  '/developments/forma',
  '/team',
  '/team/maya-lindqvist',
  '/journal',
  '/journal/rosedale-ravines-and-gardens',
  '/contact',
  '/favourites',
  '/unsubscribe',
  '/privacy',
];

/** Every ordered pair of nodes once, as one walk from the first node back to it (Hierholzer's algorithm on the complete directed graph). */
function everyPairWalk<T extends string>(nodes: readonly T[]): T[] {
  const unused = new Map(nodes.map((node) => [node, nodes.filter((other) => other !== node)]));
  const stack = [nodes[0]!];
  const walk: T[] = [];
  while (stack.length) {
    const at = stack[stack.length - 1]!;
    const next = unused.get(at)!.shift();
    if (next === undefined) walk.push(stack.pop()!);
    else stack.push(next);
  }
  return walk.reverse();
}

/** Goes to `to` through the router, as a click on one of the site's links does, and waits until its page is on screen. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((href) => {
    (document.getElementById('main')!.firstElementChild as unknown as { __e2eLeaving: boolean }).__e2eLeaving = true;
    // A link in the footer (which stays across pages): the router takes every link of the site there.
    const link = Object.assign(document.createElement('a'), { href, textContent: href });
    document.querySelector('footer')!.append(link);
    link.click();
    link.remove();
  }, to);
  await page.waitForURL((url) => url.pathname === to);
  await page.waitForFunction(
    () =>
      !(document.getElementById('main')!.firstElementChild as unknown as { __e2eLeaving?: boolean } | null)
        ?.__e2eLeaving,
  );
  await page.waitForTimeout(250);
}

describe('a navigation between any two templates shows what a fresh load shows', () => {
  it('walks every ordered pair of templates once', () => {
    const walk = everyPairWalk(TEMPLATES);
    const pairs = new Set(walk.slice(1).map((to, i) => `${walk[i]} -> ${to}`));
    expect(walk.length - 1).toBe(TEMPLATES.length * (TEMPLATES.length - 1));
    expect(pairs.size).toBe(walk.length - 1);
    expect(walk.slice(1).every((to, i) => to !== walk[i])).toBe(true);
  });

  for (const viewport of [MOBILE, DESKTOP])
    it.concurrent(`at ${viewport.width} px`, { timeout: 900_000 }, async () => {
      const fresh = new Map<string, BlockOnScreen[]>();
      for (const path of TEMPLATES) {
        const opened = await newPage(browser, { viewport });
        try {
          await opened.page.addInitScript(rememberStaticBlocks);
          await opened.page.goto(path, { waitUntil: 'load' });
          await waitForHydration(opened.page);
          await opened.page.waitForTimeout(300);
          fresh.set(path, await blocksOnScreen(opened.page));
          expectCleanConsole(opened.log);
        } finally {
          await opened.close();
        }
      }

      const walk = everyPairWalk(TEMPLATES);
      const { page, log, close } = await openPage(browser, walk[0]!, { viewport, waitUntil: 'load' });
      try {
        await page.evaluate(() => ((window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true));
        for (const [i, to] of walk.slice(1).entries()) {
          const from = walk[i];
          await navigate(page, to);
          const shown = await blocksOnScreen(page);
          const expected = fresh.get(to)!;
          expect(
            shown.map((b) => b.tag),
            `${from} -> ${to}: the same elements in <main>`,
          ).toEqual(expected.map((b) => b.tag));
          expected.forEach((block, j) => {
            if (!block.isStatic) return;
            expect(shown[j]!.html, `${from} -> ${to}: block element ${j} has the HTML of a fresh load`).toBe(
              block.html,
            );
            expect(
              shown[j]!.styles,
              `${from} -> ${to}: block element ${j} has the computed styles of a fresh load`,
            ).toEqual(block.styles);
          });
        }
        expect(
          await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload),
          'every step stayed in the app (no reload)',
        ).toBe(true);
        expectCleanConsole(log);
      } finally {
        await close();
      }
    });
});
