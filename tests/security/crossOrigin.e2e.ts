/**
 * Issue 42 item 2, with Chromium as the attacker: a page on another origin (served here on a free
 * port of its own, as any site the team browses while npm start runs) tries to read the local
 * inbox and to call the local privacy functions with the service key, which is public (signed
 * with the Supabase CLI's demo secret). The local database is the suite's (globalSetup), the
 * mail catcher one of this file's with an enquiry in it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { freePort, waitForEmails } from '../mail/support.ts';
import { connectBrowser } from '../e2e/support/browser.ts';

let browser: Browser;
let mail: MailCatcher;
let attacker: Server;
let attackerUrl: string;

beforeAll(async () => {
  mail = await startMailCatcher({
    smtpPort: await freePort(),
    webPort: await freePort(),
    allowedOrigins: [inject('baseUrl')],
  });
  await smtpSender({ host: '127.0.0.1', port: mail.smtpPort })({
    from: 'website@localhost',
    to: 'team@example.com',
    replyTo: 'private.person@example.com',
    subject: 'Enquiry from Private Person',
    text: 'Call me at 416 555 0199.',
  });
  await waitForEmails(mail.webUrl, (emails) => emails.length === 1);
  attacker = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>A page on the web</title>'),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  // Another port is another origin: the browser applies the same rules as to a site on the web.
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
  await mail?.stop();
});

async function pageAt(url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

/** What a script of the page gets from fetch: the status and body, or the browser's refusal. */
const tryFetch = (
  page: Page,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; credentials?: 'include' },
) =>
  page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: `refused: ${String(error)}` };
      }
    },
    { url, init },
  );

const privacyFind = (key: string) => ({
  method: 'POST',
  headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ address: 'private.person@example.com' }),
});

describe('a page on another origin', () => {
  it('cannot read the local inbox (its API answered any origin, with credentials)', async () => {
    const page = await pageAt(attackerUrl);
    const inbox = await tryFetch(page, `${mail.webUrl}/api/email`, { credentials: 'include' });
    const plain = await tryFetch(page, `${mail.webUrl}/api/email`, {});
    expect(plain.status).toBe(0);
    expect(inbox.status).toBe(0);
    expect(inbox.body).not.toContain('Private Person');
    await page.context().close();
  });

  it('cannot call the privacy functions or read a table on the local database API', async () => {
    const page = await pageAt(attackerUrl);
    const api = inject('backendUrl');
    for (const name of ['privacy_find', 'privacy_erase']) {
      const answer = await tryFetch(page, `${api}/rest/v1/rpc/${name}`, privacyFind(inject('serviceRoleKey')));
      expect({ name, status: answer.status }).toEqual({ name, status: 0 });
    }
    const read = await tryFetch(page, `${api}/rest/v1/contact_messages?select=*`, {
      headers: { apikey: inject('serviceRoleKey'), Authorization: `Bearer ${inject('serviceRoleKey')}` },
    });
    expect(read.status).toBe(0);
    await page.context().close();
  });
});

describe("the site's own pages and the inbox's", () => {
  it('the site cannot use the service key from the browser either: 403, said in a sentence', async () => {
    const page = await pageAt(inject('baseUrl'));
    const answer = await tryFetch(
      page,
      `${inject('backendUrl')}/rest/v1/rpc/privacy_find`,
      privacyFind(inject('serviceRoleKey')),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('not accepted from a web page');
    await page.context().close();
  });

  it('the inbox opened directly still lists the email', async () => {
    const page = await pageAt(`${mail.webUrl}/index.html`);
    const own = await tryFetch(page, `${mail.webUrl}/api/email`, {});
    expect(own.status).toBe(200);
    expect(own.body).toContain('Private Person');
    await page.context().close();
  });
});
