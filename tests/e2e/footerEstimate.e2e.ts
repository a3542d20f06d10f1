/**
 * The footer's lower part is laid out only as it nears the screen, standing at an estimated
 * height until then (FooterParts.tsx). An estimate that falls short leaves the last links below
 * the footer's navy box, where a tool that reads colours without scrolling (Lighthouse's
 * accessibility audit) finds white text on paper. At phone and wide widths: the estimate covers
 * the drawn part, and each link added to the navigation or the legal list grows the drawn part by
 * no more than the estimate grows for it (so content staff can add links without the estimate
 * falling short).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const REM = 16;
// Below the md breakpoint (960 px) the phone estimate applies; at or above, the wide one.
const widths = [
  { width: 320, perLink: 3 * REM, perLegal: 2.75 * REM },
  { width: 412, perLink: 3 * REM, perLegal: 2.75 * REM },
  { width: 768, perLink: 3 * REM, perLegal: 2.75 * REM },
  { width: 960, perLink: 3 * REM, perLegal: (2.75 * REM) / 2 },
  { width: 1440, perLink: 3 * REM, perLegal: (2.75 * REM) / 2 },
];

describe.concurrent('the footer estimate', () => {
  it.each(widths)(
    'covers the drawn part at $width px, and grows with the links',
    async ({ width, perLink, perLegal }) => {
      const { page, close } = await openPage(browser, '/contact', { viewport: { width, height: 800 } });
      try {
        const measured = await page.evaluate(`(() => {
        const part = document.querySelector('footer [aria-label="Legal"]').closest('[class]:not(ul)');
        let lower = part;
        while (lower && getComputedStyle(lower).contentVisibility !== 'auto') lower = lower.parentElement;
        const estimate = parseFloat(getComputedStyle(lower).containIntrinsicHeight.replace('auto', ''));
        lower.style.contentVisibility = 'visible';
        const height = () => lower.getBoundingClientRect().height;
        const drawn = height();
        const grow = (list, from) => { const before = height(); list.appendChild(list.children[from].cloneNode(true)); return height() - before; };
        const nav = lower.querySelector('nav ul');
        const legal = lower.querySelector('[aria-label="Legal"]');
        const linkGrowth = [grow(nav, 0), grow(nav, 0), grow(nav, 0)];
        const legalGrowth = [grow(legal, 1), grow(legal, 1), grow(legal, 1)];
        return { estimate, drawn, linkGrowth, legalGrowth };
      })()`);
        const { estimate, drawn, linkGrowth, legalGrowth } = measured as {
          estimate: number;
          drawn: number;
          linkGrowth: number[];
          legalGrowth: number[];
        };
        expect(estimate, `the estimate at ${width} px`).toBeGreaterThanOrEqual(drawn);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(sum(linkGrowth), `three more navigation links at ${width} px`).toBeLessThanOrEqual(3 * perLink + 1);
        expect(sum(legalGrowth), `three more legal links at ${width} px`).toBeLessThanOrEqual(3 * perLegal + 1);
      } finally {
        await close();
      }
    },
  );
});
