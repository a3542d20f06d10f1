/**
 * Enquiries carry what they are about: CONTACT US and Request a private showing on a listing,
 * in Chromium against the production build, down to the row the local backend stores.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectCleanConsole } from './support/assertions.ts';
import { eq, readRows, uniqueEmail } from './support/backend.ts';
import { connectBrowser, openPage } from './support/browser.ts';
import { CONTACT, contactForm, field, notice } from './support/contactPage.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('enquiries carry what they are about', () => {
  const listings = inject('builtRoutes').filter((route) => /^\/listings\/[a-z0-9-]+$/.test(route));

  it('CONTACT US on a listing opens the form with "About: <address>", and the row stores the listing\'s path', async () => {
    const listing = listings[0]!;
    const { page, log, close } = await openPage(browser, listing);
    try {
      const panel = page.locator('aside[aria-labelledby="listing-inquire"]');
      const address = (await panel.locator('p').first().innerText()).trim();
      await panel.getByRole('link', { name: 'CONTACT US' }).click();
      await page.waitForURL(/\/contact\?about=/);
      expect(await contactForm(page).locator('p', { hasText: 'About:' }).innerText()).toContain(`About: ${address}`);

      const email = uniqueEmail('inquire');
      await field(page, 'Name').fill('Jean Chrétien');
      await field(page, 'Email').fill(email);
      await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
      await notice(page, CONTACT.sentTitle).waitFor();
      expect(await readRows('contact_messages', eq('email', email))).toEqual([
        expect.objectContaining({ about_path: listing, is_spam: false }),
      ]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('a home for sale offers a private showing, whose days and time are stored; the context can be removed', async () => {
    let opened: Awaited<ReturnType<typeof openPage>> | undefined;
    let forSale: string | undefined;
    for (const listing of listings) {
      opened = await openPage(browser, listing);
      if ((await opened.page.getByRole('link', { name: 'Request a private showing' }).count()) > 0) {
        forSale = listing;
        break;
      }
      await opened.close();
    }
    expect(forSale, 'a listing for sale among the built routes').toBeDefined();
    const { page, log, close } = opened!;
    try {
      await page.getByRole('link', { name: 'Request a private showing' }).click();
      await page.waitForURL(/showing=1/);
      const showing = contactForm(page).getByRole('group', { name: 'Request a private showing' });
      await showing.getByRole('checkbox', { name: 'saturday' }).check();
      await showing.getByLabel('Time of day').selectOption('afternoon');
      const email = uniqueEmail('showing');
      await field(page, 'Name').fill('Kim Campbell');
      await field(page, 'Email').fill(email);
      await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
      await notice(page, CONTACT.sentTitle).waitFor();
      expect(await readRows('contact_messages', eq('email', email))).toEqual([
        expect.objectContaining({ about_path: forSale, showing_days: ['saturday'], showing_time: 'afternoon' }),
      ]);

      await contactForm(page)
        .getByRole('button', { name: /^Remove: not about / })
        .click();
      expect(await contactForm(page).getByText('About:').count()).toBe(0);
      expect(new URL(page.url()).search).toBe('');
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });
});
