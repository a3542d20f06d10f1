import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { restRpcClient } from '../../scripts/lib/restRpcClient.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, readRows, startTestBackend } from '../localSupabase/support.ts';
import { freePort, rawSource, testRouting, waitForEmails } from './support.ts';

/** Real parts throughout: PGlite behind HTTP, the outbox, nodemailer, and maildev's SMTP server. */
let backend: LocalSupabase;
let catcher: MailCatcher | undefined;
let notifier: EnquiryNotifier | undefined;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterEach(async () => {
  await notifier?.stop();
  await catcher?.stop();
  notifier = catcher = undefined;
});
afterAll(() => backend?.stop());

const FROM = 'Test Team website <website@test.example>';

function notify(smtpPort: number, retryAfterSeconds = () => 60) {
  return startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: smtpPort }),
    routing: testRouting,
    from: FROM,
    retryAfterSeconds,
    log: () => undefined,
  });
}

async function notificationOf(messageId: number) {
  const { data } = await restRpcClient(backend.url, backend.serviceRoleKey).rpc('enquiry_notification_status', {});
  return (data as { message_id: number; attempts: number; last_error: string | null; sent_at: string | null }[]).find(
    (row) => row.message_id === messageId,
  );
}

const idOf = async (email: string) =>
  (await readRows<{ id: number }>(backend, 'contact_messages', `&email=eq.${email}`))[0]!.id;

describe('every accepted contact message is emailed to the team', () => {
  test('within 5 seconds, with the listing named and linked, and the sender as reply-to', async () => {
    catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    notifier = notify(catcher.smtpPort);
    const response = await postJson(backend, 'contact_messages', {
      name: 'Jane Visitor',
      email: 'jane.visitor@example.com',
      phone: '416-555-0142',
      interest: 'buying',
      message: 'Is the garden south-facing?',
      about_path: '/listings/12-test-crescent',
      showing_days: ['friday', 'saturday'],
      showing_time: 'morning',
    });
    expect(response.status).toBe(201);

    const { emails, ms } = await waitForEmails(catcher.webUrl, (all) => all.length === 1);
    expect(ms).toBeLessThan(5_000);
    const [email] = emails;
    expect(email!.subject).toBe('Showing request: 12 Test Crescent, $3,450,000 (Jane Visitor)');
    expect(email!.to).toEqual([{ address: 'team@test.example', name: 'The Test Team' }]);
    expect(await rawSource(catcher.webUrl, email!)).toMatch(/^Reply-To: Jane Visitor <jane\.visitor@example\.com>$/m);
    expect(email!.text).toContain(
      'About: 12 Test Crescent, $3,450,000\nhttps://www.test.example/listings/12-test-crescent',
    );
    expect(email!.text).toContain('Preferred days: Friday, Saturday\nTime of day: Morning');
    expect(email!.text).toContain('Phone: 416-555-0142\nInterest: Buying');
    expect(email!.text).toContain('Message:\nIs the garden south-facing?');
    expect((await notificationOf(await idOf('jane.visitor@example.com')))?.sent_at).not.toBeNull();
  });

  test('a row flagged as spam (the honeypot) is stored and never emailed', async () => {
    catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    notifier = notify(catcher.smtpPort);
    expect(
      (
        await postJson(backend, 'contact_messages', {
          name: 'Bot',
          email: 'bot@spam.example',
          website: 'https://spam.example',
        })
      ).status,
    ).toBe(201);
    expect((await postJson(backend, 'contact_messages', { name: 'Person', email: 'person@example.com' })).status).toBe(
      201,
    );
    const { emails } = await waitForEmails(catcher.webUrl, (all) => all.length >= 1);
    await notifier.drain();
    expect(emails.map((email) => email.subject)).toEqual(['New enquiry from Person']);
    expect(await notificationOf(await idOf('bot@spam.example'))).toBeUndefined();
  });

  test('the mail catcher down: the row is kept, the failure recorded, and the email sent once it is back', async () => {
    const smtpPort = await freePort();
    const webPort = await freePort();
    notifier = notify(smtpPort, () => 0.2);
    expect(
      (
        await postJson(backend, 'contact_messages', {
          name: 'Patient Visitor',
          email: 'patient@example.com',
          message: 'Still there?',
        })
      ).status,
    ).toBe(201);
    const id = await idOf('patient@example.com');

    // Nothing listens on the SMTP port: the notifier's polls fail and record why.
    await expect.poll(async () => (await notificationOf(id))?.last_error, { timeout: 8_000 }).toMatch(/ECONNREFUSED/);
    expect((await notificationOf(id))?.sent_at).toBeNull();
    expect(await readRows(backend, 'contact_messages', '&email=eq.patient@example.com')).toHaveLength(1);

    catcher = await startMailCatcher({ smtpPort, webPort });
    const { emails } = await waitForEmails(catcher.webUrl, (all) => all.length === 1, 8_000);
    expect(emails[0]!.subject).toBe('New enquiry from Patient Visitor');
    const settled = await notificationOf(id);
    expect(settled?.sent_at).not.toBeNull();
    expect(settled?.attempts).toBeGreaterThan(1);
    // Sent once: later polls find nothing due.
    await notifier.drain();
    expect((await waitForEmails(catcher.webUrl, () => true)).emails).toHaveLength(1);
  });
});

test('visitors cannot reach the outbox: its functions answer anon with a refusal', async () => {
  const { error } = await restRpcClient(backend.url, backend.anonKey).rpc('claim_enquiry_notifications', {
    batch_size: 10,
  });
  expect(error?.message).toMatch(/^401 .*permission denied for function claim_enquiry_notifications/);
});
