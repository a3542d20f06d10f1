import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createNewsletterUnsubscribeHandler,
  type NewsletterUnsubscribeEnvironment,
} from '../../supabase/functions/newsletter-unsubscribe/handler.ts';
import { restRpcClient } from '../../scripts/lib/restRpcClient.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { closedPortUrl, startTestBackend } from '../localSupabase/support.ts';
import { testRouting } from './support.ts';

/**
 * The hosted newsletter-unsubscribe function's handler in Node, as the Edge Function runs it:
 * against the local backend's API, with a local server standing in for the deployed site.
 */
let backend: LocalSupabase;
let site: Server;
let siteUrl: string;
beforeAll(async () => {
  backend = await startTestBackend();
  site = createServer((request, response) => {
    if (request.url === '/enquiries.json')
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(testRouting));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await backend?.stop();
});

const env = (): NewsletterUnsubscribeEnvironment => ({
  SUPABASE_URL: backend.url,
  SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  SITE_URL: `${siteUrl}/`,
});
const call = (
  environment: NewsletterUnsubscribeEnvironment,
  method: string,
  body: string | null = 'List-Unsubscribe=One-Click',
  token = 'f'.repeat(64),
) =>
  createNewsletterUnsubscribeHandler({ env: environment, createClient: restRpcClient })(
    new Request(`http://functions.local/newsletter-unsubscribe?token=${token}`, { method, body }),
  );

describe('newsletter-unsubscribe', () => {
  test("a bad token is told so in a sentence with the team's address from the site's /enquiries.json", async () => {
    const response = await call(env(), 'POST');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'This unsubscribe link is not valid. Write to team@test.example and we will unsubscribe you.',
    );
  });

  test('a GET is sent to the site page and unsubscribes nobody; other methods and bodies are refused in words', async () => {
    const opened = await call(env(), 'GET', null, 'abc');
    expect({ status: opened.status, location: opened.headers.get('location') }).toEqual({
      status: 303,
      location: `${siteUrl}/unsubscribe?token=abc`,
    });
    expect((await call(env(), 'PUT')).status).toBe(405);
    const withoutBody = await call(env(), 'POST', '');
    expect(withoutBody.status).toBe(400);
    expect(await withoutBody.text()).toBe('A one-click unsubscribe sends "List-Unsubscribe=One-Click" as its body.');
  });

  test('not configured, or the database unreachable: a plain message, never a stack', async () => {
    const unconfigured = await call({ SITE_URL: siteUrl }, 'POST');
    expect(unconfigured.status).toBe(500);
    expect(await unconfigured.text()).toMatch(/^Unsubscribing is not configured here yet/);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = await call({ ...env(), SUPABASE_URL: await closedPortUrl() }, 'POST');
    expect(unreachable.status).toBe(502);
    const text = await unreachable.text();
    expect(text).toBe(
      'You could not be unsubscribed just now. Please try again in a few minutes. Write to team@test.example and we will unsubscribe you.',
    );
    expect(text).not.toMatch(/\n\s+at /);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
