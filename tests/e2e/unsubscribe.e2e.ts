/**
 * The newsletter's unsubscribe page end to end: a visitor signs up through the real footer form of
 * the production build in Chromium; the welcome email goes out through the outbox, the notifier
 * that runs under npm start and a real SMTP catcher (maildev), started here against the backend
 * globalSetup started; the test follows the email's own link, and the page's one button
 * unsubscribes. The token exists only in the email: the database keeps its sha256.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enquiryRouting } from '../../scripts/siteBuild/enquiryRouting.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { freePort, waitForEmails } from '../mail/support.ts';
import { failedRequest } from './support/allowances.ts';
import { expectCleanConsole } from './support/assertions.ts';
import { eq, readRows, uniqueEmail } from './support/backend.ts';
import { connectBrowser, openPage } from './support/browser.ts';
import { notice } from './support/contactPage.ts';
import { eventually } from './support/eventually.ts';

let browser: Browser;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;
beforeAll(async () => {
  browser = await connectBrowser();
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  // The links in the emails lead to the build under test.
  const routing = enquiryRouting(loadValidContent(fixtureSiteRoot).content, inject('baseUrl'));
  notifier = startEnquiryNotifier({
    supabaseUrl: inject('backendUrl'),
    serviceRoleKey: inject('serviceRoleKey'),
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing,
    from: `${routing.teamName} website <website@localhost>`,
    log: () => undefined,
  });
});
afterAll(async () => {
  await notifier?.stop();
  await catcher?.stop();
  await browser?.close();
});

const TEAM_EMAIL = 'eleanor@ashdowngroup.example';
const TEXT = {
  unsubscribed: 'You are unsubscribed.',
  already: 'This address is already unsubscribed',
  invalid: 'This unsubscribe link is not valid',
  failed: 'We could not reach our server',
};

/** Signs up through the footer of /contact and returns the unsubscribe link of the welcome email it brings. */
async function signUp(email: string): Promise<string> {
  const { page, close } = await openPage(browser, '/contact');
  try {
    await page.locator('footer form input[type="email"]').fill(email);
    await page.locator('footer form').getByRole('button', { name: 'Subscribe' }).click();
    await notice(page, 'Successfully subscribed to our newsletter!').waitFor();
  } finally {
    await close();
  }
  const { emails } = await waitForEmails(catcher.webUrl, (all) =>
    all.some((caught) => caught.to[0]?.address === email),
  );
  const welcome = emails.find((caught) => caught.to[0]?.address === email)!;
  const link = new RegExp(`${inject('baseUrl')}/unsubscribe\\?token=[0-9a-f]{64}`).exec(welcome.text)?.[0];
  if (!link) throw new Error(`the welcome email to ${email} has no unsubscribe link:\n${welcome.text}`);
  return link;
}

const signupOf = async (email: string) =>
  (
    await readRows<{ unsubscribed_at: string | null; source_path: string }>('newsletter_signups', eq('email', email))
  )[0];
const status = (page: Page) => page.locator('#main [role="status"]');
const button = (page: Page) => page.getByRole('button', { name: 'Unsubscribe' });

describe('/unsubscribe', () => {
  it('one press unsubscribes at once; a second press, and the link again, say it is already done', async () => {
    const email = uniqueEmail('unsub');
    const link = await signUp(email);
    expect(await signupOf(email)).toMatchObject({ unsubscribed_at: null, source_path: '/contact' });

    const { page, log, close } = await openPage(browser, link);
    try {
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Unsubscribe');
      await button(page).click();
      await status(page).getByText(TEXT.unsubscribed).waitFor();
      expect(await button(page).count(), 'the button goes once it is done').toBe(0);
      const unsubscribedAt = (await signupOf(email))?.unsubscribed_at;
      expect(unsubscribedAt).toBeTruthy();

      // The same link again (a reload): the button is back, and a press says it is already done.
      await page.reload();
      await button(page).click();
      await status(page).getByText(TEXT.already).waitFor();
      expect((await signupOf(email))?.unsubscribed_at, 'the first unsubscribe time is kept').toBe(unsubscribedAt);
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it.each([
    ['a token that was never issued', `?token=${'0'.repeat(64)}`],
    ['a mangled token', '?token=not-a-token'],
    ['no token at all', ''],
  ])("%s: the link is not valid, with the team's email to write to", async (_, query) => {
    const { page, log, close } = await openPage(browser, `/unsubscribe${query}`);
    try {
      if (query) await button(page).click();
      await status(page).getByText(TEXT.invalid).waitFor();
      expect(await status(page).getByRole('link', { name: TEAM_EMAIL }).getAttribute('href')).toBe(
        `mailto:${TEAM_EMAIL}`,
      );
      expectCleanConsole(log);
    } finally {
      await close();
    }
  });

  it('when the backend cannot be reached: a plain "try again", and the button stays', async () => {
    const { page, log, close } = await openPage(browser, `/unsubscribe?token=${'a'.repeat(64)}`);
    try {
      await page.route(`${inject('backendUrl')}/rest/v1/rpc/unsubscribe_newsletter*`, (route) =>
        route.abort('connectionrefused'),
      );
      await button(page).click();
      await status(page).getByText(TEXT.failed).waitFor();
      await eventually(() => button(page).isEnabled()).toBe(true);
      expectCleanConsole(log, [
        {
          reason: 'the page logs its failure',
          matches: (e) => e.kind === 'error' && e.text.startsWith('Unsubscribe failed:'),
        },
        failedRequest('rpc/unsubscribe_newsletter'),
      ]);
    } finally {
      await close();
    }
  });

  it('without JavaScript the page says how else to unsubscribe; it is noindex and not in the sitemap', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/unsubscribe`)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<noscript>.*This button needs JavaScript.*<\/noscript>/s);
    expect(html).toContain(`mailto:${TEAM_EMAIL}`);
    const sitemap = await (await fetch(`${inject('baseUrl')}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/unsubscribe');
  });
});
