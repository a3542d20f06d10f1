/**
 * A development page at a phone's and a desktop's width: its key facts, its gallery and the
 * specification's "Inquire About This Development" on one line. (The gallery's first tap is
 * firstTap.e2e.ts's; axe runs on every route at both widths in a11y.e2e.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { connectBrowser, DESKTOP, MOBILE, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.concurrent('/developments/forma', () => {
  it.each([
    ['390 px', MOBILE],
    ['1440 px', DESKTOP],
  ])('at %s: key facts, a gallery of photos, and the inquiry button on one line', async (_name, viewport) => {
    const { page, log, close } = await openPage(browser, '/developments/forma', { viewport });
    try {
      await page.evaluate(() => document.fonts.ready);
      const facts = await page
        .locator('main aside dl > div')
        .evaluateAll((pairs) =>
          pairs.map((p) => [p.querySelector('dt')?.textContent, p.querySelector('dd')?.textContent]),
        );
      expect(facts.slice(0, 5)).toEqual([
        ['Architect', 'Halden Vos Architects'],
        ['Storeys', '73 and 84'],
        ['Residences', '1,420'],
        ['Completion', 'Expected 2029'],
        ['Priced from', '$689,900'],
      ]);

      const photos = page.locator('main ul[data-noun="Photo"] a[data-floor-plan]');
      expect(await photos.count()).toBe(2);
      expect(await page.getByRole('heading', { name: 'GALLERY' }).count()).toBe(1);

      // The label's lines, as the browser laid them out: one.
      const button = page.locator('main a', { hasText: 'Inquire About This Development' });
      const lines = await button.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, 'the button reads on one line').toBe(1);
      const [box, panel] = await Promise.all([button.boundingBox(), page.locator('main aside').boundingBox()]);
      expect(box!.x + box!.width, 'inside its panel').toBeLessThanOrEqual(panel!.x + panel!.width);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
