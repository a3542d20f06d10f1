/**
 * Both forms end to end: the production build in Chromium, posting to the local backend that
 * globalSetup started, with every outcome's message and the rows checked through the REST API.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { connectBrowser, MOBILE, openPage } from './support/browser.ts';
import { failedRequest, failedSubmission } from './support/allowances.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { eq, readRows, uniqueEmail } from './support/backend.ts';
import { CONTACT, contactForm, field, notice } from './support/contactPage.ts';
import { expectRefusedOnceUnderField } from './support/refusals.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const NEWSLETTER = {
  invalid: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed to our newsletter!',
  already: "You're already subscribed!",
  failed: 'Something went wrong. Please try again.',
};

const newsletterForm = (page: Page) => page.locator('footer form');
const newsletterInput = (page: Page) => newsletterForm(page).locator('input[type="email"]');
const newsletterButton = (page: Page) => newsletterForm(page).getByRole('button', { name: 'Subscribe' });

/** Requests the page makes to the backend's REST API. */
function backendRequests(page: Page): Request[] {
  const seen: Request[] = [];
  const backend = inject('backendUrl');
  page.on('request', (r) => {
    if (r.url().startsWith(`${backend}/rest/`)) seen.push(r);
  });
  return seen;
}

describe('newsletter (footer, every page)', () => {
  it('subscribes: success toast, input cleared, the address stored trimmed and lowercased', async () => {
    const { page, log, close } = await openPage(browser, '/');
    try {
      const email = uniqueEmail('news');
      const requests = backendRequests(page);
      // The request is held back a moment so the submitting state can be seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${inject('backendUrl')}/rest/v1/newsletter_signups*`, async (route) => {
        await held;
        await route.continue();
      });
      await newsletterInput(page).fill(`  ${email.toUpperCase()}  `);
      await newsletterButton(page).click();
      await eventually(() => newsletterInput(page).isDisabled(), { message: 'input disabled while submitting' }).toBe(
        true,
      );
      expect(await newsletterButton(page).isDisabled(), 'button disabled while submitting').toBe(true);
      release();

      await notice(page, NEWSLETTER.subscribed).waitFor();
      expect(await newsletterInput(page).inputValue(), 'input cleared').toBe('');
      expect(await newsletterInput(page).isEnabled()).toBe(true);
      expect(await newsletterButton(page).isEnabled()).toBe(true);
      expect(requests.map((r) => r.method())).toEqual(['POST']);
      // The consent record: the statement's words exactly as the footer shows them, and this page's path.
      const statement = await newsletterForm(page).locator('p', { hasText: 'unsubscribe at any time' }).innerText();
      expect(statement).toContain('Harbourline Realty Inc., Brokerage');
      // Every column of the row is sent (rows.ts), the empty honeypot as null.
      expect(JSON.parse(requests[0]!.postData()!)).toEqual({
        email,
        consent_statement: statement,
        source_path: '/',
        website: null,
      });

      const rows = await readRows<{ email: string }>('newsletter_signups', eq('email', email));
      expect(rows.map((r) => r.email)).toEqual([email]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('the same address in another case is recognised: "You\'re already subscribed!", still one row', async () => {
    const email = uniqueEmail('dup');
    const first = await openPage(browser, '/listings');
    try {
      await newsletterInput(first.page).fill(email);
      await newsletterButton(first.page).click();
      await notice(first.page, NEWSLETTER.subscribed).waitFor();
    } finally {
      await first.close();
    }
    const { page, log, close } = await openPage(browser, '/team', { viewport: MOBILE });
    try {
      const shouted = email.replace(/^e2e/, 'E2E').replace('example.com', 'Example.COM');
      await newsletterInput(page).fill(shouted);
      await newsletterInput(page).press('Enter');
      await notice(page, NEWSLETTER.already).waitFor();
      expect(await readRows('newsletter_signups', eq('email', email))).toHaveLength(1);
      // The duplicate answers 409 (23505), which Chromium notes; the form itself logs nothing, as it is an expected answer.
      expect(log.entries.map((e) => e.text)).toEqual([
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
      ]);
      expectCleanConsole(log, [failedRequest('newsletter_signups')]);
    } finally {
      await close();
    }
  });

  it("an address without @ is refused by the form's own validation, once, under the field (at 390 px, where the button wraps): nothing is sent", async () => {
    const { page, log, close } = await openPage(browser, '/contact', { viewport: MOBILE });
    try {
      const requests = backendRequests(page);
      await newsletterInput(page).fill('not-an-address');
      await newsletterButton(page).click();
      // No browser bubble: the form is noValidate and words the refusal itself, in the site's type.
      expect(await newsletterForm(page).evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
      const input = newsletterInput(page);
      await eventually(() => input.getAttribute('aria-invalid')).toBe('true');
      await expectRefusedOnceUnderField(page, input, NEWSLETTER.invalid);
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await input.inputValue(), 'what was typed stays').toBe('not-an-address');

      await input.fill('   ');
      await newsletterButton(page).click();
      await expectRefusedOnceUnderField(page, input, NEWSLETTER.invalid);
      expect(requests, 'nothing is sent').toEqual([]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('any other failure: "Something went wrong. Please try again." and the address is kept', async () => {
    const { page, log, close } = await openPage(browser, '/explore');
    try {
      await page.route(`${inject('backendUrl')}/rest/v1/newsletter_signups*`, (route) =>
        route.abort('connectionrefused'),
      );
      const email = uniqueEmail('down');
      await newsletterInput(page).fill(email);
      await newsletterButton(page).click();
      await notice(page, NEWSLETTER.failed).waitFor();
      expect(await newsletterInput(page).inputValue()).toBe(email);
      expect(await readRows('newsletter_signups', eq('email', email))).toEqual([]);
      expectCleanConsole(log, failedSubmission('Newsletter signup failed:', 'newsletter_signups'));
    } finally {
      await close();
    }
  });
});

describe('contact form (/contact)', () => {
  it('has the specified fields: Name and Email required, Email of email type, Phone tel, Interest select, Message 5 rows', async () => {
    const { page, close } = await openPage(browser, '/contact');
    try {
      const name = field(page, 'Name');
      const email = field(page, 'Email');
      expect(await name.getAttribute('required')).not.toBeNull();
      expect(await email.getAttribute('required')).not.toBeNull();
      expect(await email.getAttribute('type')).toBe('email');
      expect(await field(page, 'Phone').getAttribute('type')).toBe('tel');
      expect(await field(page, 'Phone').getAttribute('required')).toBeNull();
      const options = await field(page, 'Interest')
        .locator('option')
        .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
      expect(options).toEqual([
        ['', 'Select...'],
        ['buying', 'Buying'],
        ['selling', 'Selling'],
        ['both', 'Selling & Buying'],
        ['other', 'Other'],
      ]);
      expect(await field(page, 'Message').evaluate((t) => t.tagName)).toBe('TEXTAREA');
      expect(await field(page, 'Message').getAttribute('rows')).toBe('5');
      expect((await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).innerText()).trim()).toBe(
        'SEND MESSAGE',
      );

      // An empty form does not leave the browser: the form says why under each required field, and Name has focus.
      const requests = backendRequests(page);
      await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
      // The fields are disabled while the form's code loads (a disabled field is never "missing"),
      // so its verdict is read once Name has focus again.
      await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      const described = (input: typeof name) =>
        input.evaluate((el) =>
          (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
        );
      expect(await described(name)).toEqual(['Please enter your name.']);
      expect(await described(email)).toEqual(['Please enter your email address.']);
      await expectRefusedOnceUnderField(page, name, 'Please enter your name.');
      await expectRefusedOnceUnderField(page, email, 'Please enter your email address.');
      expect(await contactForm(page).getByText('Fields marked * are required.').count()).toBe(1);
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends: "Message Sent", fields cleared, the row stored with empty optional values as null', async () => {
    const { page, log, close } = await openPage(browser, '/contact');
    try {
      const full = uniqueEmail('contact');
      await field(page, 'Name').fill('Ada Lovelace');
      await field(page, 'Email').fill(full);
      await field(page, 'Phone').fill('416-555-0199');
      await field(page, 'Interest').selectOption('both');
      await field(page, 'Message').fill('Looking for a Rosedale home with a garden.\nSecond line.');
      await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).click();
      await notice(page, CONTACT.sentTitle).waitFor();
      expect(await page.locator('#notices').innerText()).toContain(CONTACT.sent);
      for (const label of ['Name', 'Email', 'Phone', 'Interest', 'Message'])
        expect(await field(page, label).inputValue(), `${label} cleared`).toBe('');
      expect(await readRows('contact_messages', eq('email', full))).toEqual([
        expect.objectContaining({
          name: 'Ada Lovelace',
          email: full,
          phone: '416-555-0199',
          interest: 'both',
          message: 'Looking for a Rosedale home with a garden.\nSecond line.',
        }),
      ]);

      // Only the required fields: the optional ones arrive as null.
      const minimal = uniqueEmail('minimal');
      await field(page, 'Name').fill('Grace Hopper');
      await field(page, 'Email').fill(minimal);
      await field(page, 'Email').press('Enter');
      await eventually(() => page.locator('#notices').getByText(CONTACT.sentTitle, { exact: true }).count()).toBe(2);
      expect(await readRows('contact_messages', eq('email', minimal))).toEqual([
        expect.objectContaining({ name: 'Grace Hopper', email: minimal, phone: null, interest: null, message: null }),
      ]);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('when the backend cannot be reached: the error notice, every field kept, nothing stored', async () => {
    const { page, log, close } = await openPage(browser, '/contact');
    try {
      const blocked: string[] = [];
      await page.route(`${inject('backendUrl')}/**`, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      const email = uniqueEmail('blocked');
      const typed = { Name: 'Alan Turing', Email: email, Phone: '+1 416 555 0177', Message: 'Please call after six.' };
      for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
      await field(page, 'Interest').selectOption('selling');
      await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).click();

      await notice(page, CONTACT.failedTitle).waitFor();
      expect(await page.locator('#notices').innerText()).toContain(CONTACT.failed);
      for (const [label, value] of Object.entries(typed))
        expect(await field(page, label).inputValue(), `${label} kept`).toBe(value);
      expect(await field(page, 'Interest').inputValue()).toBe('selling');
      expect(await contactForm(page).getByRole('button', { name: 'SEND MESSAGE' }).isEnabled()).toBe(true);
      expect(blocked.some((url) => url.includes('/rest/v1/contact_messages'))).toBe(true);
      expect(await readRows('contact_messages', eq('email', email))).toEqual([]);
      expectCleanConsole(log, failedSubmission('Contact message not sent:', 'contact_messages'));
    } finally {
      await close();
    }
  });
});
