import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { submitNewsletterSignup } from '../../src/forms/newsletter.ts';
import { unsubscribeNewsletter } from '../../src/forms/unsubscribe.ts';
import {
  authHeaders,
  closedPortUrl,
  readRows,
  publishConsentWordings,
  startTestBackend,
} from '../localSupabase/support.ts';
import { consentText } from './newsletterConsent.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';

/** The unsubscribe page's call, against the local backend: each answer of unsubscribe_newsletter(token). */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  // The fixture site's statement, as the built site's /enquiries.json publishes it.
  await publishConsentWordings(backend, [consentText]);
});
afterAll(() => backend?.stop());

/** Signs up as the footer does, then takes the welcome email's token as its sender does (only its hash is stored). */
async function subscribedToken(email: string): Promise<string> {
  expect(
    await submitNewsletterSignup(
      { email, honeypot: '', consentStatement: consentText, sourcePath: '/' },
      formBackendFor(backend),
    ),
  ).toBe('subscribed');
  const response = await fetch(`${backend.url}/rest/v1/rpc/claim_welcome_emails`, {
    method: 'POST',
    headers: { ...authHeaders(backend.serviceRoleKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ batch_size: 100 }),
  });
  const welcome = ((await response.json()) as { email: string; token: string }[]).find((row) => row.email === email);
  return welcome!.token;
}

describe('unsubscribeNewsletter', () => {
  test("a welcome email's token: 'unsubscribed' and unsubscribed_at set; the same token again: 'already-unsubscribed'", async () => {
    const token = await subscribedToken('leaving@example.com');
    expect(await unsubscribeNewsletter(token, formBackendFor(backend))).toBe('unsubscribed');
    const [row] = await readRows<{ unsubscribed_at: string | null }>(
      backend,
      'newsletter_signups',
      '&email=eq.leaving@example.com',
    );
    expect(row?.unsubscribed_at).toBeTruthy();
    expect(await unsubscribeNewsletter(token, formBackendFor(backend))).toBe('already-unsubscribed');
  });

  test("an unknown or malformed token: 'unknown-token'; an empty one is not even sent", async () => {
    expect(await unsubscribeNewsletter('f'.repeat(64), formBackendFor(backend))).toBe('unknown-token');
    expect(await unsubscribeNewsletter('<script>', formBackendFor(backend))).toBe('unknown-token');
    const getClient = vi.fn(formBackendFor(backend).getClient);
    expect(await unsubscribeNewsletter('  ', { getClient, timeoutMs: 1_000 })).toBe('unknown-token');
    expect(getClient).not.toHaveBeenCalled();
  });

  test("no backend or a server error: 'failed', logged, never thrown", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await unsubscribeNewsletter('a'.repeat(64), formBackend(await closedPortUrl(), backend.anonKey))).toBe(
      'failed',
    );
    const server = await startFaultyServer(FAULTS.serverError);
    try {
      expect(await unsubscribeNewsletter('a'.repeat(64), formBackend(server.url, backend.anonKey))).toBe('failed');
    } finally {
      await server.close();
    }
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
