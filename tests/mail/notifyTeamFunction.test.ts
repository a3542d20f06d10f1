import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createNotifyTeamHandler, type NotifyTeamEnvironment } from '../../supabase/functions/notify-team/handler.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { createNodeClient, postJson, signup, startTestBackend } from '../localSupabase/support.ts';
import { testRouting } from './support.ts';

/**
 * The hosted notifier's handler, run in Node with web-standard Request and Response: supabase-js
 * against the local backend's outbox, and a local HTTP server standing in for the deployed site
 * (/enquiries.json) and for the e-mail API (Resend's request shape).
 */
let backend: LocalSupabase;
let outside: Server;
let outsideUrl: string;
let apiStatus = 200;
const apiRequests: { authorization?: string; body: Record<string, unknown> }[] = [];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  backend = await startTestBackend();
  outside = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/enquiries.json')
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(testRouting));
    if (request.method === 'POST' && request.url === '/emails') {
      void readJson(request).then((body) => {
        apiRequests.push({ authorization: request.headers.authorization, body });
        response
          .writeHead(apiStatus, { 'Content-Type': 'application/json' })
          .end(apiStatus === 200 ? '{"id":"sent"}' : '{"message":"The e-mail service is unavailable"}');
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => outside?.close(resolve));
  await backend?.stop();
});
beforeEach(() => {
  apiRequests.length = 0;
  apiStatus = 200;
});

const env = (): NotifyTeamEnvironment => ({
  SUPABASE_URL: backend.url,
  SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  SITE_URL: `${outsideUrl}/`,
  MAIL_FROM: 'Test Team website <website@test.example>',
  MAIL_API_URL: `${outsideUrl}/emails`,
  MAIL_API_KEY: 're_test_key',
  NOTIFY_SECRET: 'webhook-secret',
});
const handlerWith = (environment: NotifyTeamEnvironment) =>
  createNotifyTeamHandler({ env: environment, createClient: (url, key) => createNodeClient(url, key) });
const call = (environment = env(), secret = 'webhook-secret', method = 'POST') =>
  handlerWith(environment)(
    new Request('http://functions.local/notify-team', {
      method,
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{"type":"INSERT"}' : null,
    }),
  );

describe('notify-team', () => {
  test('refuses anything but an authorised POST, and names what is not configured', async () => {
    expect((await call(env(), 'webhook-secret', 'GET')).status).toBe(405);
    expect((await call(env(), 'wrong-secret')).status).toBe(401);
    const unconfigured = await call({ ...env(), MAIL_API_KEY: undefined, SITE_URL: '' });
    expect(unconfigured.status).toBe(500);
    expect(await unconfigured.json()).toEqual({
      error: 'Not configured: set SITE_URL, MAIL_API_KEY (supabase secrets set ...)',
    });
    expect(apiRequests).toEqual([]);
  });

  test("emails each queued message through the e-mail API, naming the listing from the site's /enquiries.json", async () => {
    await postJson(backend, 'contact_messages', {
      name: 'Hosted Visitor',
      email: 'hosted@example.com',
      about_path: '/developments/the-tower',
      message: 'Floor plans?',
    });
    const response = await call();
    expect(response.status).toBe(200);
    const report = (await response.json()) as { sent: number[]; failed: unknown[] };
    expect(report.failed).toEqual([]);
    expect(report.sent).toHaveLength(1);
    expect(apiRequests).toEqual([
      {
        authorization: 'Bearer re_test_key',
        body: expect.objectContaining({
          from: 'Test Team website <website@test.example>',
          to: ['The Test Team <team@test.example>'],
          reply_to: '"Hosted Visitor" <hosted@example.com>',
          subject: 'Enquiry about The Tower (new development) (Hosted Visitor)',
          text: expect.stringContaining(`About: The Tower (new development)\n${outsideUrl}/developments/the-tower`),
        }),
      },
    ]);
    // Delivered: a second call finds nothing due.
    expect(await (await call()).json()).toEqual({
      sent: [],
      failed: [],
      valuations: { sent: [], failed: [] },
      welcomes: { sent: [], failed: [] },
      confirmations: { sent: [], failed: [] },
      alertConfirmations: { sent: [], failed: [] },
      alerts: { sent: [], failed: [] },
      alertQuestions: { sent: [], failed: [], paused: 0 },
    });
  });

  test('a failing e-mail API leaves the message queued with its error, for the next call to send', async () => {
    await postJson(backend, 'contact_messages', { name: 'Retry Visitor', email: 'retry@example.com' });
    apiStatus = 503;
    const failed = (await (await call()).json()) as { sent: number[]; failed: { messageId: number; error: string }[] };
    expect(failed.sent).toEqual([]);
    expect(failed.failed).toEqual([
      {
        messageId: expect.any(Number),
        error: 'The e-mail API answered 503: {"message":"The e-mail service is unavailable"}',
      },
    ]);

    const client = createNodeClient(backend.url, backend.serviceRoleKey);
    const status = async () =>
      (
        (await client.rpc('enquiry_notification_status')).data as {
          message_id: number;
          last_error: string | null;
          sent_at: string | null;
        }[]
      ).find((row) => row.message_id === failed.failed[0]!.messageId);
    expect(await status()).toMatchObject({ last_error: expect.stringContaining('503'), sent_at: null });

    // The back-off has not passed: nothing is due yet. Staff (or the cron job, later) call again.
    apiStatus = 200;
    expect(await (await call()).json()).toEqual({
      sent: [],
      failed: [],
      valuations: { sent: [], failed: [] },
      welcomes: { sent: [], failed: [] },
      confirmations: { sent: [], failed: [] },
      alertConfirmations: { sent: [], failed: [] },
      alerts: { sent: [], failed: [] },
      alertQuestions: { sent: [], failed: [], paused: 0 },
    });
    // Made due now, as the back-off's end would.
    await client.rpc('settle_enquiry_notification', {
      notification_id: failed.failed[0]!.messageId,
      failure: 'retry now',
      retry_after_seconds: 0,
    });
    expect(await (await call()).json()).toEqual({
      sent: [failed.failed[0]!.messageId],
      failed: [],
      valuations: { sent: [], failed: [] },
      welcomes: { sent: [], failed: [] },
      confirmations: { sent: [], failed: [] },
      alertConfirmations: { sent: [], failed: [] },
      alerts: { sent: [], failed: [] },
      alertQuestions: { sent: [], failed: [], paused: 0 },
    });
    expect(await status()).toMatchObject({ last_error: null, sent_at: expect.any(String) });
  });

  test('when the site cannot be read, the answer says so in a sentence, with no stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await postJson(backend, 'contact_messages', { name: 'Unlucky Visitor', email: 'unlucky@example.com' });
    const response = await call({ ...env(), SITE_URL: `${outsideUrl}/missing` });
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: `${outsideUrl}/missing/enquiries.json answered 404` });
    expect(body).not.toMatch(/\n\s+at /);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  test('welcomes a new subscriber through the e-mail API, with the unsubscribe link and the RFC 8058 headers', async () => {
    expect((await postJson(backend, 'newsletter_signups', signup('hosted.reader@example.com'))).status).toBe(201);
    const report = (await (await call()).json()) as { welcomes: { sent: number[]; failed: unknown[] } };
    expect(report.welcomes).toEqual({ sent: [expect.any(Number)], failed: [] });
    // The enquiry the previous test left queued goes out too; the welcome is the subscriber's.
    const welcomes = apiRequests.filter((request) => (request.body.to as string[])[0] === 'hosted.reader@example.com');
    expect(welcomes).toHaveLength(1);
    const body = welcomes[0]!.body as { text: string; headers: Record<string, string> };
    const token = new RegExp(`${outsideUrl}/unsubscribe\\?token=([0-9a-f]{64})`).exec(body.text)?.[1];
    expect(token).toBeDefined();
    expect(body.headers).toEqual({
      'List-Unsubscribe': `<${backend.url}/functions/v1/newsletter-unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
