/**
 * An agent always at hand on a listing (issue 43 item 4): on a phone a bar held at the bottom of
 * the screen offers "Book a showing" (the contact form, brought into view with the showing request)
 * and a call or a text to the listing's agent; the enquiry panel names the agent (portrait, name,
 * RECO category, phone), the team's lead when the listing names none; at 1440 x 900 the title and
 * the price are on the first screen. The fixture's dunvegan-road names Julian Mercer; old-forest-hill
 * names no one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, runAxe } from './support/axe.ts';
import { DESKTOP, MOBILE, baseUrl, connectBrowser, openPage, waitForHydration } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const WITH_AGENT = '/listings/dunvegan-road';
const WITHOUT_AGENT = '/listings/old-forest-hill';
const BAR = 'nav[data-contact-bar]';
const PANEL = 'aside[aria-labelledby="listing-inquire"]';

const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top);

describe.concurrent('an agent always at hand on a listing', () => {
  it("on a phone, the bar offers a showing and the agent's phone; a tap brings the enquiry form into view", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: MOBILE, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(WITH_AGENT, { waitUntil: 'load' });
      await waitForHydration(page);
      const bar = page.locator(BAR);
      expect(await bar.isVisible()).toBe(true);
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(MOBILE.height);
      expect(await bar.locator('a[href="tel:+14165550102"]').getAttribute('aria-label')).toBe(
        'Call Julian Mercer, 416-555-0102',
      );
      expect(await bar.locator('a[href^="sms:"]').count()).toBe(1);

      // The page's end scrolls clear of the bar: the footer's last line stays above it.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page
        .locator('footer')
        .last()
        .evaluate((f) => f.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual(box.y + 1);
      expect(describeViolations(await runAxe(page)), 'axe at 390 px').toEqual([]);

      await bar.getByRole('link', { name: 'Book a showing' }).tap();
      await page.waitForURL(/\/contact\?.*showing=1.*#send-a-message$/);
      const form = page.locator('#send-a-message form');
      await form.getByText('Request a private showing').waitFor();
      const formTop = await topOf(page, '#send-a-message');
      expect(formTop).toBeGreaterThanOrEqual(0);
      expect(formTop).toBeLessThan(MOBILE.height / 2);
      expect(await form.getByText('About: Dunvegan Road', { exact: false }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('at 1440 x 900, the title and the price are on the first screen, the panel names the agent and no bar shows', async () => {
    const { page, close } = await openPage(browser, WITH_AGENT, { viewport: DESKTOP, waitUntil: 'load' });
    try {
      expect(await topOf(page, 'main h1')).toBeLessThan(DESKTOP.height);
      expect(await topOf(page, 'main header p:last-child')).toBeLessThan(DESKTOP.height);
      expect(await page.locator(BAR).isVisible()).toBe(false);
      const panel = page.locator(PANEL);
      expect(await panel.getByRole('link', { name: 'Julian Mercer', exact: true }).getAttribute('href')).toBe(
        '/team/julian-mercer',
      );
      expect(await panel.getByText('Salesperson', { exact: true }).count()).toBe(1);
      expect(await panel.locator('a[href="tel:+14165550102"]').count()).toBe(1);
      expect(await panel.locator('img[alt]').first().getAttribute('alt')).toMatch(/Julian Mercer/);
      // The specification's texts stay: the brokerage and CONTACT US.
      expect(await panel.getByRole('link', { name: 'CONTACT US' }).count()).toBe(1);
      expect(describeViolations(await runAxe(page)), 'axe at 1440 px').toEqual([]);
    } finally {
      await close();
    }
  });

  it("a listing that names no agent shows the team's lead", async () => {
    const { page, close } = await openPage(browser, WITHOUT_AGENT, { viewport: DESKTOP, waitUntil: 'load' });
    try {
      const panel = page.locator(PANEL);
      expect(await panel.getByRole('link', { name: 'Eleanor Ashdown', exact: true }).getAttribute('href')).toBe(
        '/team/eleanor-ashdown',
      );
      expect(await panel.getByText('Broker', { exact: true }).count()).toBe(1);
      expect(await panel.locator('a[href="tel:+14165550101"]').count()).toBe(1);
    } finally {
      await close();
    }
  });
});
