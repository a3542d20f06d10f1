/**
 * The specification's counts and constants on the collections' pages, as a visitor sees them after
 * hydration: the listings grid with its single For Lease label, the portfolio's two sales
 * sections, the six neighbourhoods, the team, a listing's enquiry panel, the developments and the
 * members' profiles. (The home page: homePage.e2e.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import {
  connectBrowser,
  MOBILE,
  openPage,
  sectionHeaded,
  waitForPage,
  withEverythingDrawn,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.concurrent('collections', () => {
  it('/listings: eight cards (address, beds, baths, price, image), each linking to its detail page; only 15 Strathallan says For Lease', async () => {
    const { page, log, close } = await openPage(browser, '/listings', { viewport: MOBILE });
    try {
      const cards = await withEverythingDrawn(page, () =>
        page.locator('main section[aria-label="Listings"] li').evaluateAll((lis) =>
          lis.map((li) => ({
            href: li.querySelector('h2 a')?.getAttribute('href'),
            text: (li as HTMLElement).innerText.replace(/\s+/g, ' '),
            image: li.querySelector('img') !== null,
          })),
        ),
      );
      expect(cards).toHaveLength(8);
      for (const card of cards) {
        expect(card.href).toMatch(/^\/listings\/[a-z0-9-]+$/);
        expect(card.image).toBe(true);
        expect(card.text).toMatch(/\d+(\.\d)? Beds/i);
        expect(card.text).toMatch(/\d+(\.\d)? Baths/i);
        expect(card.text).toMatch(/\$[\d,]+|Price Upon Request/i);
      }
      const leased = cards.filter((c) => /for lease/i.test(c.text));
      expect(leased.map((c) => c.href)).toEqual(['/listings/15-strathallan']);
      const linked = new Set(cards.map((c) => c.href));
      for (const slug of [
        'old-forest-hill',
        'dunvegan-road',
        '84-old-forest-hill',
        '46-bernard-ave',
        '15-strathallan',
        '50-glen-echo',
      ])
        expect(linked.has(`/listings/${slug}`), slug).toBe(true);
      expect(linked.has('/listings/1031-road-2900')).toBe(false);
      expect(linked.has('/listings/455-william-st')).toBe(false);

      await page.locator('main a[href="/listings/15-strathallan"]').click();
      await waitForPage(page, '/listings/15-strathallan', 'PROPERTY FEATURES');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('/portfolio: PINNACLE SALES (10) and HISTORICAL SALES (9), each card SOLD with BD and BA; WORK WITH US links to /contact', async () => {
    const { page, log, close } = await openPage(browser, '/portfolio');
    try {
      for (const [heading, count] of [
        ['PINNACLE SALES', 10],
        ['HISTORICAL SALES', 9],
      ] as const) {
        const texts = await withEverythingDrawn(page, () =>
          sectionHeaded(page, heading)
            .locator('li')
            .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' '))),
        );
        expect(texts, heading).toHaveLength(count);
        for (const text of texts) {
          expect(text).toContain('SOLD');
          expect(text).toMatch(/\d+(\.\d)? BD/);
          expect(text).toMatch(/\d+(\.\d)? BA/);
          expect(text).toMatch(/\$[\d,]+|Price Upon Request/i);
        }
      }
      expect(await sectionHeaded(page, 'WORK WITH US').locator('a[href="/contact"]').count()).toBe(1);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('/explore: six neighbourhood cards (name, image, Learn More) to /explore/{slug}', async () => {
    const { page, log, close } = await openPage(browser, '/explore');
    try {
      const cards = await page.locator('main li').evaluateAll((lis) =>
        lis
          .filter((li) => li.querySelector('a[href^="/explore/"]'))
          .map((li) => ({
            href: li.querySelector('a[href^="/explore/"]')!.getAttribute('href'),
            text: (li as HTMLElement).innerText,
            image: li.querySelector('img') !== null,
          })),
      );
      expect(cards.map((c) => c.href)).toEqual(
        ['forest-hill', 'king-west', 'lawrence-park', 'little-portugal', 'rosedale', 'trinity-bellwoods'].map(
          (s) => `/explore/${s}`,
        ),
      );
      for (const card of cards) {
        expect(card.image).toBe(true);
        expect(card.text.toLowerCase()).toContain('learn more');
      }
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('/team: the lead broker featured with a link to her profile; three members linking to theirs', async () => {
    const { page, log, close } = await openPage(browser, '/team');
    try {
      for (const slug of ['eleanor-ashdown', 'julian-mercer', 'priya-castellano', 'maya-lindqvist']) {
        expect(await page.locator(`main a[href="/team/${slug}"]`).count(), slug).toBeGreaterThanOrEqual(1);
      }
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('a listing detail: INQUIRE panel with the listing brokerage and CONTACT US to /contact, sticky beside the details on wide screens', async () => {
    const { page, log, close } = await openPage(browser, '/listings/84-old-forest-hill');
    try {
      const inquire = page.locator('main').getByRole('heading', { name: 'INQUIRE' });
      const panel = inquire.locator('xpath=ancestor::*[self::aside or self::section or self::div][1]');
      // CONTACT US opens /contact knowing which home the visitor asked about.
      const contact = panel.getByRole('link', { name: /CONTACT US/i });
      expect(await contact.getAttribute('href')).toMatch(/^\/contact\?about=%2Flistings%2F84-old-forest-hill&subject=/);
      expect(await panel.innerText()).toMatch(/Brokerage/);
      const sticky = await inquire.evaluate((el) => {
        for (let n: Element | null = el; n; n = n.parentElement)
          if (getComputedStyle(n).position === 'sticky') return true;
        return false;
      });
      expect(sticky, 'the INQUIRE panel is sticky').toBe(true);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it.each(['freed-hotel', 'forma', 'the-bedford', '429-walmer-road'])(
    '/developments/%s: a hero image and an Inquire About This Development button to /contact',
    async (slug) => {
      const { page, log, close } = await openPage(browser, `/developments/${slug}`);
      try {
        const inquire = page.locator('main a', { hasText: /Inquire About This Development/i });
        expect(await inquire.count()).toBe(1);
        expect(await inquire.getAttribute('href')).toMatch(
          new RegExp(`^/contact\\?about=%2Fdevelopments%2F${slug}&subject=`),
        );
        const firstImage = page.locator('main img').first();
        expect(
          await firstImage.evaluate(
            (img: HTMLImageElement) => img.getBoundingClientRect().width >= window.innerWidth * 0.5,
          ),
        ).toBe(true);
        expectCleanConsole(log);
      } finally {
        await close();
      }
    },
  );

  it.each(['eleanor-ashdown', 'julian-mercer', 'priya-castellano', 'maya-lindqvist'])(
    '/team/%s: photo, e-mail and phone links',
    async (slug) => {
      const { page, log, close } = await openPage(browser, `/team/${slug}`);
      try {
        expect(await page.locator('main img').count()).toBeGreaterThanOrEqual(1);
        expect(await page.locator('main a[href^="mailto:"]').first().getAttribute('href')).toMatch(
          /^mailto:[a-z.]+@ashdowngroup\.example$/,
        );
        expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(1);
        if (slug !== 'eleanor-ashdown') {
          for (const network of ['instagram', 'linkedin']) {
            const link = page.locator(`main a[href*="${network}.com"]`).first();
            expect(await link.getAttribute('target'), network).toBe('_blank');
          }
        }
        expectCleanConsole(log);
      } finally {
        await close();
      }
    },
  );
});
