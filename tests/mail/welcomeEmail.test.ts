import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import {
  CONSENT_STATEMENT,
  createNodeClient,
  postJson,
  publishConsentWordings,
  readRows,
  signup,
} from '../localSupabase/support.ts';
import { startLocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { freePort, rawSource, testRouting, waitForEmails, type CaughtEmail } from './support.ts';

/**
 * A new subscriber's welcome email, through real parts: a sign-up over HTTP into PGlite, the
 * welcome outbox, the notifier that runs under npm start, nodemailer and maildev's SMTP server;
 * then its links: the token with unsubscribe_newsletter, and the RFC 8058 one-click POST
 * against the local backend's /functions/v1/newsletter-unsubscribe.
 */
let backend: LocalSupabase;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;
beforeAll(async () => {
  backend = await startLocalSupabase({
    dataDir: 'memory://',
    port: 0,
    quiet: true,
    siteUrl: testRouting.siteUrl,
    // Each test plays a client of its own through X-Forwarded-For, as the hosted gateway hands it on.
    trustedProxies: ['127.0.0.1'],
  });
  await publishConsentWordings(backend, [CONSENT_STATEMENT]);
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing: testRouting,
    from: 'The Test Team <website@test.example>',
    log: () => undefined,
  });
});
afterAll(async () => {
  await notifier?.stop();
  await catcher?.stop();
  await backend?.stop();
});

let clients = 0;
const subscribe = (email: string) =>
  postJson(backend, 'newsletter_signups', signup(email, { source_path: '/about' }), backend.anonKey, {
    'X-Forwarded-For': `203.0.113.${++clients}`,
  });
const unsubscribedAt = async (email: string) =>
  (await readRows<{ unsubscribed_at: string | null }>(backend, 'newsletter_signups', `&email=eq.${email}`))[0]!
    .unsubscribed_at;

async function welcomeTo(address: string): Promise<{ email: CaughtEmail; source: string; ms: number }> {
  const { emails, ms } = await waitForEmails(catcher.webUrl, (all) =>
    all.some((email) => email.to[0]?.address === address),
  );
  const email = emails.find((caught) => caught.to[0]?.address === address)!;
  return { email, source: await rawSource(catcher.webUrl, email), ms };
}

/** A header as it went over SMTP, its folded lines joined. */
function header(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
}

describe('the welcome email', () => {
  test('arrives within 5 seconds, names team, brokerage and mailing address, and carries the personal link and both headers', async () => {
    expect((await subscribe('new.reader@example.com')).status).toBe(201);
    const { email, source, ms } = await welcomeTo('new.reader@example.com');
    expect(ms).toBeLessThan(5_000);
    expect(email.subject).toBe("Welcome to The Test Team's newsletter");
    expect(email.text).toContain(
      'The Test Team, Test Realty Inc., Brokerage\n1 Test Street, Suite 2, Toronto, ON M5V 1A1\nteam@test.example',
    );
    expect(email.text).toMatch(/What you will receive: /);

    const link = /https:\/\/www\.test\.example\/unsubscribe\?token=([0-9a-f]{64})/.exec(email.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(header(source, 'List-Unsubscribe')).toBe(
      `<${backend.url}/functions/v1/newsletter-unsubscribe?token=${token}>`,
    );
    expect(header(source, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The link's token is what the /unsubscribe page sends.
    const { data } = await createNodeClient(backend.url, backend.anonKey).rpc('unsubscribe_newsletter', { token });
    expect(data).toBe('unsubscribed');
    expect(await unsubscribedAt('new.reader@example.com')).not.toBeNull();
  });

  test('the RFC 8058 one-click POST to the List-Unsubscribe address unsubscribes', async () => {
    expect((await subscribe('one.click@example.com')).status).toBe(201);
    const { source } = await welcomeTo('one.click@example.com');
    const target = /^<(.+)>$/.exec(header(source, 'List-Unsubscribe') ?? '')![1]!;

    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('You are unsubscribed: you will receive no more newsletters from us.');
    expect(await unsubscribedAt('one.click@example.com')).not.toBeNull();

    const again = await fetch(target, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(await again.text()).toMatch(/^You were already unsubscribed/);
  });

  test('the one-click address: a GET unsubscribes nobody and is sent to the site page; a bad token gets a plain message', async () => {
    expect((await subscribe('opened.link@example.com')).status).toBe(201);
    const { source } = await welcomeTo('opened.link@example.com');
    const target = /^<(.+)>$/.exec(header(source, 'List-Unsubscribe') ?? '')![1]!;
    const opened = await fetch(target, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `${testRouting.siteUrl}/unsubscribe?token=${new URL(target).searchParams.get('token')}`,
    );
    expect(await unsubscribedAt('opened.link@example.com')).toBeNull();

    const bad = await fetch(`${backend.url}/functions/v1/newsletter-unsubscribe?token=nonsense`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
    const message = await bad.text();
    expect(message).toMatch(/^This unsubscribe link is not valid\./);
    expect(message).not.toMatch(/\n\s+at |\.ts:\d+/);
  });

  test('a re-subscription is welcomed again, with a new token, once its owner has followed the confirmation link', async () => {
    expect((await subscribe('twice.welcomed@example.com')).status).toBe(201);
    const first = await welcomeTo('twice.welcomed@example.com');
    const firstToken = /token=([0-9a-f]{64})/.exec(first.email.text)![1]!;
    await createNodeClient(backend.url, backend.anonKey).rpc('unsubscribe_newsletter', { token: firstToken });
    expect((await subscribe('twice.welcomed@example.com')).status).toBe(201);
    const mailTo = (all: CaughtEmail[]) => all.filter((email) => email.to[0]?.address === 'twice.welcomed@example.com');
    const asked = (await waitForEmails(catcher.webUrl, (all) => mailTo(all).length === 2)).emails;
    expect(await unsubscribedAt('twice.welcomed@example.com')).not.toBeNull();
    const confirm = /https?:\/\/\S+\/functions\/v1\/newsletter-confirm\?token=[0-9a-f]{64}/.exec(
      mailTo(asked)[1]!.text,
    )![0];
    expect((await fetch(confirm.replace(/^https?:\/\/[^/]+/, backend.url))).status).toBe(200);
    const { emails } = await waitForEmails(catcher.webUrl, (all) => mailTo(all).length === 3);
    const tokens = [mailTo(emails)[0]!, mailTo(emails)[2]!].map((email) => /token=([0-9a-f]{64})/.exec(email.text)![1]);
    expect(new Set(tokens).size).toBe(2);
    expect(await unsubscribedAt('twice.welcomed@example.com')).toBeNull();
  });
});
