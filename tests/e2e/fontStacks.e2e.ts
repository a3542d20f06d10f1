/**
 * The two font stacks reach every element whole. The pages' rules name them by custom property
 * (`var(--font-display)`, `var(--font-text)`, theme.ts) and the stylesheet every page links
 * declares them (globalRules.ts): were a page drawn without that declaration, or a name misspelt,
 * the property would fall back to the inherited or the browser's default face, and only the
 * computed family shows it. So every element of each template's page, on screen and in print,
 * computes one of the two stacks in full, the page's title the display one and the body's text the
 * other (some smaller headings and some figures take the other face by design).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage } from './support/browser.ts';
import { displayFamilies as display, familiesOf as families, textFamilies as text } from './support/fontStacks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

interface Computed {
  headings: string[];
  body: string;
  /** Every distinct family list of the page's drawn elements. */
  all: string[];
}

const computedFamilies = (page: Page): Promise<Computed> =>
  page.evaluate(() => {
    const family = (element: Element) => getComputedStyle(element).fontFamily;
    const drawn = [...document.body.querySelectorAll('*')].filter(
      // A video's <source> children are never drawn, and Chromium gives them its default face.
      (element) => !['script', 'style', 'template', 'noscript', 'source', 'track'].includes(element.localName),
    );
    return {
      headings: [...document.querySelectorAll('h1')].map(family),
      body: family(document.body),
      all: [...new Set(drawn.map(family))],
    };
  });

const pages = [
  ['a listing', '/listings/old-forest-hill'],
  ['the listings', '/listings'],
  ['the home page', '/'],
  ['a neighbourhood guide', '/explore/rosedale'],
  ['the 404 page', '/no-such-page'],
] as const;

describe('the font stacks', () => {
  for (const [name, path] of pages) {
    for (const media of ['screen', 'print'] as const) {
      it(`${name} (${path}) on ${media}: the title in the display stack, text in the text stack, no other`, async () => {
        const { page, close } = await openPage(browser, path);
        try {
          await page.emulateMedia({ media });
          const computed = await computedFamilies(page);
          expect(computed.headings.length).toBeGreaterThan(0);
          for (const heading of computed.headings) expect(families(heading)).toEqual(display);
          expect(families(computed.body)).toEqual(text);
          expect(computed.all.map(families).sort()).toEqual([display, text].sort());
        } finally {
          await close();
        }
      });
    }
  }
});
