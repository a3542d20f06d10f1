/**
 * "Email me new homes like these" on /listings, in Chromium against the production build, by tap
 * and keyboard on a phone: the offer appears under a search's results, opens the form (loaded
 * then, not with the page), and the alert stored in listing_alerts holds the search's filters,
 * the wording the visitor read and the page, unconfirmed until its link is followed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_ALERT_MESSAGES } from '../../src/forms/listingAlert.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { eq, readRows, uniqueEmail } from './support/backend.ts';
import { MOBILE, connectBrowser, openPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('a listing alert from a search', () => {
  it('at 390 px, saves the search the address holds, with its wording and page, unconfirmed', async () => {
    const search = '/listings?area=forest-hill&min=2000000&max=12000000&beds=3&offer=sale';
    const { page, log, close } = await openPage(browser, search, {
      viewport: MOBILE,
      touch: true,
    });
    try {
      const offer = page.getByRole('button', { name: 'Email me new homes like these' });
      await offer.tap();
      const email = page.getByLabel('Your email', { exact: true });
      await email.waitFor();
      // The footer's newsletter form has a consent statement too: read the alert form's own.
      const form = page.locator('form', { has: email });
      const wording = (await form.locator('p[id$="-consent"]').innerText()).trim();
      expect(wording).not.toBe('');
      const address = uniqueEmail('alert');
      await email.focus();
      await page.keyboard.type(address);
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText(LISTING_ALERT_MESSAGES.sent).waitFor();
      await eventually(() => readRows('listing_alerts', eq('email', address)), { timeout: 5000 }).toEqual([
        expect.objectContaining({
          area: 'forest-hill',
          min_price: 2000000,
          max_price: 12000000,
          bedrooms: 3,
          offer: 'sale',
          // The wording is kept once, by reference (newsletter_consent_statements), as for the newsletter.
          consent_statement_id: expect.any(Number),
          source_path: expect.stringMatching(/^\/listings/),
          confirmed_at: null,
          is_spam: false,
        }),
      ]);
      const [alert] = await readRows<{ consent_statement_id: number }>('listing_alerts', eq('email', address));
      const statements = await readRows<{ wording: string }>(
        'newsletter_consent_statements',
        eq('id', String(alert!.consent_statement_id)),
      );
      expect(statements.map((statement) => statement.wording)).toEqual([wording]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
