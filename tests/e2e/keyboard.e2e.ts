/**
 * The whole site by keyboard alone: the skip link first in the tab order, moving focus to #main;
 * a visible focus indicator on everything Tab reaches, never hidden under the fixed header or
 * off screen; the menu and the lightbox holding focus and closing with Escape; and a complete
 * visit (browse, open a listing, view photos, send a message) without a mouse.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { connectBrowser, MOBILE, openPage, waitForPage } from './support/browser.ts';
import { readRows, eq, uniqueEmail } from './support/backend.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

interface Focused {
  /** A short description: tag, label or text, href. */
  what: string;
  inHeader: boolean;
  inMain: boolean;
  id: string;
  indicator: boolean;
  rect: { top: number; bottom: number; left: number; right: number; width: number; height: number };
  viewport: { width: number; height: number };
}

/**
 * Installs window.__describeFocus(el): a description of a focused element with its focus
 * indicator (an outline or box-shadow on the element or on its ::before/::after, as stretched
 * card links draw theirs) and where it is on screen.
 */
function installFocusProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const visibleRing = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    (window as unknown as { __describeFocus: (el: HTMLElement) => Focused }).__describeFocus = (
      el: HTMLElement,
    ): Focused => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const r = el.getBoundingClientRect();
      return {
        what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}`,
        inHeader: el.closest('header[data-variant]') !== null,
        inMain: el.closest('#main') !== null,
        id: el.id,
        indicator:
          visibleRing(getComputedStyle(el)) ||
          visibleRing(getComputedStyle(el, '::after')) ||
          visibleRing(getComputedStyle(el, '::before')),
        rect: { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    };
  });
}

const HEADER_HEIGHT = 80;
const onScreen = (f: Focused) =>
  f.rect.width > 0 &&
  f.rect.height > 0 &&
  f.rect.bottom > 0 &&
  f.rect.top < f.viewport.height &&
  f.rect.right > 0 &&
  f.rect.left < f.viewport.width;
/** WCAG 2.4.11: not entirely hidden, here by the fixed header. */
const clearOfHeader = (f: Focused) => f.inHeader || f.rect.bottom > HEADER_HEIGHT;

/**
 * The element focused now, measured once focusing has scrolled it into view (the next frame), or,
 * if it is still out of sight then, once a carousel has had time to glide to it.
 */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(async () => {
    const describe = (window as unknown as { __describeFocus: (el: HTMLElement) => Focused }).__describeFocus;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    let f = describe(el);
    const visible = (x: Focused) =>
      x.rect.width > 0 &&
      x.rect.height > 0 &&
      x.rect.bottom > (x.inHeader ? 0 : 80) &&
      x.rect.top < x.viewport.height &&
      x.rect.right > 0 &&
      x.rect.left < x.viewport.width;
    if (!visible(f)) {
      await new Promise((resolve) => setTimeout(resolve, 800));
      f = describe(el);
    }
    return f;
  });
}

/**
 * Tabs through the whole page once, from the top of the document until focus comes back round to
 * the skip link or leaves the page, and returns every stop and every problem found on the way.
 */
async function tabThrough(page: Page, limit = 300): Promise<{ stops: string[]; problems: string[] }> {
  const stops: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f || f.what.includes('Skip to content')) break;
    stops.push(f.what);
    if (!f.indicator) problems.push(`no visible focus indicator: ${f.what}`);
    if (!onScreen(f)) problems.push(`focused but off screen: ${f.what} ${JSON.stringify(f.rect)}`);
    else if (!clearOfHeader(f))
      problems.push(`focused but hidden under the fixed header: ${f.what} ${JSON.stringify(f.rect)}`);
  }
  if (stops.length >= limit) problems.push(`Tab never left the page after ${limit} stops (a focus trap?)`);
  return { stops, problems };
}

describe.concurrent('skip link and focus indicators on every route', () => {
  // Every route the build pre-rendered from the content.
  describe.each(inject('builtRoutes').map((path) => ({ path })))('$path', (route) => {
    it('the skip link is the first Tab stop and moves focus to #main; every Tab stop shows a visible focus indicator', async () => {
      const { page, log, close } = await openPage(browser, route.path);
      try {
        await installFocusProbe(page);
        // Listing pages swap their first photo for the carousel when Tab first reaches the gallery;
        // focus stays where it was (an arrow) or moves to the carousel's photo (from the still photo).
        await page.keyboard.press('Tab');
        const skip = (await focused(page))!;
        expect(skip?.what).toBe('a "Skip to content" #main');
        expect(onScreen(skip), 'the skip link shows when focused').toBe(true);
        expect(skip.indicator).toBe(true);

        await page.keyboard.press('Enter');
        await eventually(async () => (await focused(page))?.id, {
          message: 'Enter on the skip link focuses #main',
        }).toBe('main');
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('#main') !== null),
          'the next Tab stop is in the page content',
        ).toBe(true);

        // From the skip link, once through every stop until focus comes back round.
        await page.locator('a.skip-link').focus();
        const { stops, problems } = await tabThrough(page);
        expect(problems).toEqual([]);
        expect(stops.length).toBeGreaterThan(10);
        expectCleanConsole(log);
      } finally {
        await close();
      }
    });
  });
});

describe('menu by keyboard (390 px)', () => {
  it('opens with Enter, holds focus in the toggle and its links, closes with Escape back onto the toggle, and a link opens its page', async () => {
    const { page, log, close } = await openPage(browser, '/', { viewport: MOBILE });
    try {
      await installFocusProbe(page);
      const toggleSelector = 'button[aria-controls="site-menu"]';
      await page.locator(toggleSelector).focus();
      await page.keyboard.press('Enter');
      await eventually(() => page.locator(toggleSelector).getAttribute('aria-expanded')).toBe('true');
      await eventually(() => page.evaluate(() => document.activeElement?.closest('#site-menu') !== null), {
        message: 'focus moves into the menu',
      }).toBe(true);

      // Tab 15 times: focus cycles between the toggle and the menu's own links, never the page behind.
      const visited = new Set<string>();
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press(i === 7 ? 'Shift+Tab' : 'Tab');
        const f = (await focused(page))!;
        const inMenu = await page.evaluate(
          () =>
            document.activeElement?.closest('#site-menu') !== null ||
            document.activeElement?.getAttribute('aria-controls') === 'site-menu',
        );
        expect(inMenu, `focus stays in the menu (at ${f.what})`).toBe(true);
        expect(f.indicator, `visible focus on ${f.what}`).toBe(true);
        visited.add(f.what);
      }
      expect(
        [...visited].filter(
          (w) =>
            /\/(listings|portfolio|explore|team|contact)"?$/.test(w) ||
            / \/(listings|portfolio|explore|team|contact)$/.test(w),
        ).length,
      ).toBe(5);

      await page.keyboard.press('Escape');
      await eventually(() => page.locator(toggleSelector).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');

      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
      while (!(await page.evaluate(() => document.activeElement?.getAttribute('href') === '/team')))
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await waitForPage(page, '/team', 'MEET THE TEAM');
      await eventually(() => page.locator(toggleSelector).getAttribute('aria-expanded')).toBe('false');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});

describe('a whole visit without a mouse', () => {
  async function tabTo(page: Page, matches: (f: Focused) => boolean, limit = 120) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f && matches(f)) return f;
    }
    throw new Error('not reached by Tab');
  }

  it('browse to a listing, view its photos, then send a message', async () => {
    const { page, log, close } = await openPage(browser, '/');
    try {
      await installFocusProbe(page);
      await tabTo(page, (f) => f.inHeader && f.what.endsWith(' /listings'));
      await page.keyboard.press('Enter');
      await waitForPage(page, '/listings', 'AVAILABLE PROPERTIES');

      await tabTo(page, (f) => f.what.endsWith(' /listings/old-forest-hill'));
      await page.keyboard.press('Enter');
      await waitForPage(page, '/listings/old-forest-hill', 'PROPERTY FEATURES');

      const thumb = await tabTo(page, (f) => f.what.includes('View photo 2 of 7'));
      await page.keyboard.press('Enter');
      const counter = page.getByTestId('lightbox-counter');
      await counter.waitFor();
      expect(await counter.innerText()).toBe('2 / 7');
      await page.keyboard.press('ArrowRight');
      expect(await counter.innerText()).toBe('3 / 7');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        'Tab stays inside the lightbox',
      ).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect((await focused(page))?.what).toBe(thumb.what);

      // CONTACT US, which carries the listing to the form (/contact?about=...).
      await tabTo(page, (f) => f.inMain && / \/contact(\?|$)/.test(f.what));
      await page.keyboard.press('Enter');
      await waitForPage(page, '/contact', 'GET IN TOUCH');

      const email = uniqueEmail('keyboard');
      await tabTo(page, (f) => f.inMain && f.what.startsWith('input'));
      await page.keyboard.type('Keyboard Visitor');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('416 555 0111');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown'); // Buying
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sent without a mouse.');
      await page.keyboard.press('Tab');
      expect((await focused(page))?.what).toContain('SEND MESSAGE');
      await page.keyboard.press('Enter');
      await page.locator('#notices').getByText('Message Sent', { exact: true }).waitFor();
      expect(await readRows('contact_messages', eq('email', email))).toEqual([
        expect.objectContaining({
          name: 'Keyboard Visitor',
          phone: '416 555 0111',
          interest: 'buying',
          message: 'Sent without a mouse.',
        }),
      ]);
      expect(inject('backendUrl')).not.toContain(':54321');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
