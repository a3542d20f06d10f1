/**
 * The theme's long values reach the page whole. The pages' rules name them by custom property
 * (`var(--font-display)`, `var(--gutter)`, theme.ts `rootProperties`) and the stylesheet every page
 * links declares them (globalRules.ts): were a page drawn without that declaration, or a name
 * misspelt, the property would fall back to the inherited or initial value, and only the computed
 * styles show it. So on each template's page, on screen and in print, every element computes one
 * of the two font stacks in full, the page's title the display one and the body's text the other
 * (some smaller headings and some figures take the other face by design); :root holds each
 * property as theme.ts spells it; and every name the page's rules use is declared.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootProperties } from '../../src/ui/rootProperties.ts';
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
  /** Each root property that a probe computes differently by name than spelled out (none). */
  differing: string[];
  /** The custom properties the page's rules read without a fallback, and those they set. */
  read: string[];
  set: string[];
}

const computedStyles = (page: Page): Promise<Computed> =>
  page.evaluate((properties) => {
    const family = (element: Element) => getComputedStyle(element).fontFamily;
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // The stylesheet writes the values minified (".6rem"), so they are compared as a rule computes them.
    const probe = (property: string, value: string) => {
      const element = document.createElement('div');
      element.style.setProperty(property, value);
      document.body.append(element);
      const computed = getComputedStyle(element).getPropertyValue(property);
      element.remove();
      return computed;
    };
    const probed = (name: string) =>
      name.startsWith('font-') ? 'font-family' : name === 'ease' ? 'transition-timing-function' : 'margin-left';
    const differing = properties
      .filter(([name, value]) => probe(probed(name), `var(--${name})`) !== probe(probed(name), value))
      .map(([name]) => name);
    const drawn = [...document.body.querySelectorAll('*')].filter(
      // A video's <source> children are never drawn, and Chromium gives them its default face.
      (element) => !['script', 'style', 'template', 'noscript', 'source', 'track'].includes(element.localName),
    );
    return {
      headings: [...document.querySelectorAll('h1')].map(family),
      body: family(document.body),
      all: [...new Set(drawn.map(family))],
      differing,
      read: [...new Set([...rules.matchAll(/var\(--([\w-]+)\)/g)].map((m) => m[1]!))],
      set: [...new Set([...rules.matchAll(/--([\w-]+):/g)].map((m) => m[1]!))],
    };
  }, Object.entries(rootProperties));

const pages = [
  ['a listing', '/listings/old-forest-hill'],
  ['the listings', '/listings'],
  ['the home page', '/'],
  ['a neighbourhood guide', '/explore/rosedale'],
  ['the 404 page', '/no-such-page'],
] as const;

describe("the theme's custom properties", () => {
  for (const [name, path] of pages) {
    for (const media of ['screen', 'print'] as const) {
      it(`${name} (${path}) on ${media}: the title in the display stack, text in the text stack, no other; every property declared`, async () => {
        const { page, close } = await openPage(browser, path);
        try {
          await page.emulateMedia({ media });
          const computed = await computedStyles(page);
          expect(computed.headings.length).toBeGreaterThan(0);
          for (const heading of computed.headings) expect(families(heading)).toEqual(display);
          expect(families(computed.body)).toEqual(text);
          expect(computed.all.map(families).sort()).toEqual([display, text].sort());

          expect(computed.differing).toEqual([]);
          expect(computed.read).toContain('gutter');
          const declared = new Set([...Object.keys(rootProperties), ...computed.set]);
          expect(computed.read.filter((property) => !declared.has(property))).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});
