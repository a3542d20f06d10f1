/**
 * /sell as an owner meets it, in Chromium against the production build, by keyboard alone: a
 * request typed on a phone reaches valuation_requests with the postal code in its one shape; an
 * empty request on a desktop is refused under each field it needs, the first refused field
 * focused and every field already typed kept.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_MESSAGES } from '../../src/forms/valuation.ts';
import { VALUATION_FIELD_MESSAGES } from '../../src/forms/valuationFieldMessages.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { eq, readRows, uniqueEmail } from './support/backend.ts';
import { connectBrowser, openPage } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { contactForm, field, notice } from './support/contactPage.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Focus a field and type into it with the keyboard: no pointer, as a phone's keyboard or a screen reader does. */
async function type(page: Page, label: string, text: string) {
  await field(page, label).focus();
  await page.keyboard.type(text);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '');

describe.concurrent('/sell by keyboard', () => {
  it('at 390 px, a request typed and sent with Enter is stored with its postal code as "M5P 2T7"', async () => {
    const { page, log, close } = await openPage(browser, '/sell', { viewport: { width: 390, height: 844 } });
    try {
      const email = uniqueEmail('sell');
      await type(page, 'Street address', '88 Dunvegan Road');
      await type(page, 'Postal code', 'm5p2t7');
      await type(page, 'Type of home', 'Detached');
      await type(page, 'Bedrooms', '4');
      await type(page, 'Bathrooms', '3.5');
      await type(page, 'When might you sell?', 'Within 6');
      await type(page, 'Name', 'Margaret Atwood-Lee');
      await type(page, 'Email', email);
      await page.keyboard.press('Enter');
      await notice(page, VALUATION_MESSAGES.sentTitle).waitFor();
      await eventually(() => readRows('valuation_requests', eq('email', email)), { timeout: 5000 }).toEqual([
        expect.objectContaining({
          street: '88 Dunvegan Road',
          postal_code: 'M5P 2T7',
          property_type: 'detached',
          bedrooms: 4,
          timeline: 'within-6-months',
          is_spam: false,
        }),
      ]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('at 1440 px, an empty request is refused under each field it needs, the first focused, typed fields kept', async () => {
    const { page, close } = await openPage(browser, '/sell', { viewport: { width: 1440, height: 900 } });
    try {
      await type(page, 'Name', 'Wei Chen');
      await type(page, 'Postal code', '90210');
      await field(page, 'Name').press('Enter');
      const form = contactForm(page);
      for (const message of [
        VALUATION_FIELD_MESSAGES.street.missing,
        VALUATION_FIELD_MESSAGES.postalCode.invalid,
        VALUATION_FIELD_MESSAGES.email.missing,
      ])
        await form.getByText(message, { exact: true }).waitFor();
      await eventually(() => focusedLabel(page)).toBe('Street address');
      expect(await field(page, 'Name').inputValue()).toBe('Wei Chen');
      expect(await field(page, 'Postal code').inputValue()).toBe('90210');
      expect(await page.locator('#notices').getByText(VALUATION_MESSAGES.sentTitle).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
