import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { createNotifyTeamHandler } from '../../supabase/functions/notify-team/handler.ts';
import { createNodeClient, postJson, startTestBackend } from '../localSupabase/support.ts';
import { caughtEmails, freePort, rawSource, testRouting, waitForEmails } from '../mail/support.ts';

/**
 * Nothing typed in the contact form's name field reaches the Reply-To header as an address: the
 * team's reply goes to the checked address and nowhere else. Before, the name was pasted in front
 * of the address with only <, > and " removed, so "victim@evil.test, Eve" made two addresses and
 * "x: victim2@evil.test;" a group. Real PGlite behind HTTP, the outbox, nodemailer, maildev.
 */
const NAMES = [
  'victim@evil.test, Eve',
  'x: victim2@evil.test;',
  'Eve, victim3@evil.test',
  'Eve <victim4@evil.test>',
  'Eve" <victim5@evil.test>, "x',
  'Eve\\" <victim6@evil.test>, \\"x',
  'victim7@evil.test;Eve',
  'Zoë "Z" O\'Brien, victim8@evil.test',
  '(comment) victim9@evil.test',
];
const visitor = (index: number) => `sender${index}@example.com`;

/** The mailboxes a header value names, as a mail client reads them: groups count as refusals. */
function mailboxes(value: string): string[] {
  return addressparser(value).map((entry) => (entry.group ? `group ${entry.name}` : entry.address));
}

/** A header of a raw message, with folded lines unfolded. */
function header(source: string, name: string): string[] {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
}

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const send = (index: number) =>
  postJson(
    backend,
    'contact_messages',
    { name: NAMES[index], email: visitor(index), message: 'Reply to me' },
    backend.anonKey,
    { 'X-Forwarded-For': `192.0.2.${200 + index}` },
  );

describe('the local sender, through the real mail catcher', () => {
  let catcher: MailCatcher;
  let notifier: EnquiryNotifier;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    notifier = startEnquiryNotifier({
      supabaseUrl: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
      routing: testRouting,
      from: 'Test Team website <website@test.example>',
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await notifier?.stop();
    await catcher?.stop();
  });

  test('each Reply-To names exactly one mailbox: the visitor’s checked address', async () => {
    for (let index = 0; index < NAMES.length; index++) expect((await send(index)).status).toBe(201);
    await waitForEmails(catcher.webUrl, (emails) => emails.length === NAMES.length, 15_000);
    const found: Record<string, string[]> = {};
    for (const email of await caughtEmails(catcher.webUrl)) {
      const source = await rawSource(catcher.webUrl, email);
      const replyTo = header(source, 'Reply-To');
      expect(replyTo).toHaveLength(1);
      const named = mailboxes(replyTo[0]!);
      found[named.join(' ')] = named;
    }
    expect(Object.values(found).sort()).toEqual(NAMES.map((_, index) => [visitor(index)]).sort());
  });
});

describe('the hosted function, in the payload it gives the e-mail API', () => {
  let api: Server;
  const payloads: { reply_to?: string }[] = [];
  beforeAll(async () => {
    api = createServer((request, response) => {
      if (request.url === '/enquiries.json')
        return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(testRouting));
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        payloads.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reply_to?: string });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"sent"}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => api?.close(resolve)));

  test('reply_to names exactly one mailbox: the visitor’s checked address', async () => {
    const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // The local sender above claimed these messages already: fresh ones, from other addresses.
    const offset = NAMES.length;
    for (let index = 0; index < NAMES.length; index++)
      expect(
        (
          await postJson(
            backend,
            'contact_messages',
            { name: NAMES[index], email: visitor(offset + index), message: 'Reply to me' },
            backend.anonKey,
            { 'X-Forwarded-For': `192.0.2.${220 + index}` },
          )
        ).status,
      ).toBe(201);
    const handle = createNotifyTeamHandler({
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        SITE_URL: url,
        MAIL_FROM: 'Test Team website <website@test.example>',
        MAIL_API_URL: `${url}/emails`,
        MAIL_API_KEY: 're_test_key',
        NOTIFY_SECRET: 'secret',
      },
      createClient: (supabaseUrl, key) => createNodeClient(supabaseUrl, key),
    });
    const response = await handle(
      new Request('http://functions.local/notify-team', {
        method: 'POST',
        headers: { Authorization: 'Bearer secret' },
      }),
    );
    expect(response.status).toBe(200);
    const replies = payloads.map((payload) => mailboxes(payload.reply_to ?? ''));
    expect(replies.sort()).toEqual(NAMES.map((_, index) => [visitor(offset + index)]).sort());
  });
});
