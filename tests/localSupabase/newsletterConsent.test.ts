import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import {
  authHeaders,
  CONSENT_STATEMENT,
  createNodeClient,
  postJson,
  readRows,
  signup,
  startTestBackend,
} from './support.ts';

/**
 * The consent record CASL asks for (supabase/migrations/20261126120000_newsletter_consent.sql):
 * wording, time and page of each sign-up, unsubscribe tokens, and re-subscription.
 */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

interface SignupRow {
  id: number;
  email: string;
  consent_statement: string | null;
  consent_statement_id: number | null;
  source_path: string | null;
  consented_at: string | null;
  unsubscribed_at: string | null;
}

let clients = 0;
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });
const rowOf = async (email: string) =>
  (await readRows<SignupRow>(backend, 'newsletter_signups', `&email=eq.${email}`))[0]!;

async function rpc(name: string, args: Record<string, unknown>, key = backend.serviceRoleKey) {
  return fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...authHeaders(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
}

/** The welcome emails due now, each with the plaintext token the sender puts in the email. */
async function claimWelcomes(): Promise<{ signup_id: number; email: string; token: string }[]> {
  const response = await rpc('claim_welcome_emails', { batch_size: 100 });
  expect(response.status).toBe(200);
  return (await response.json()) as { signup_id: number; email: string; token: string }[];
}

async function tokenFor(email: string): Promise<string> {
  const welcome = (await claimWelcomes()).find((row) => row.email === email);
  if (!welcome) throw new Error(`No welcome email queued for ${email}`);
  return welcome.token;
}

const unsubscribe = async (token: unknown) =>
  (await createNodeClient(backend.url, backend.anonKey).rpc('unsubscribe_newsletter', { token })).data as string;

describe('a sign-up stores its consent record', () => {
  test('the wording once, the server time and the page; the write-only column is cleared', async () => {
    const before = Date.now();
    const client = createNodeClient(backend.url, backend.anonKey);
    expect(
      (
        await client
          .from('newsletter_signups')
          .insert(signup('consenting@example.com', { source_path: '/listings/84-old-forest-hill' }))
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(
          backend,
          'newsletter_signups',
          signup('second@example.com', { source_path: '/about' }),
          backend.anonKey,
          newClient(),
        )
      ).status,
    ).toBe(201);
    // The footer's form is on the 404 page too, whatever the mistyped path.
    expect(
      (
        await postJson(
          backend,
          'newsletter_signups',
          signup('lost@example.com', { source_path: '/Old_Listing.html%20x' }),
          backend.anonKey,
          newClient(),
        )
      ).status,
    ).toBe(201);

    const first = await rowOf('consenting@example.com');
    const second = await rowOf('second@example.com');
    expect(first).toMatchObject({
      consent_statement: null,
      source_path: '/listings/84-old-forest-hill',
      unsubscribed_at: null,
    });
    expect(Date.parse(first.consented_at!)).toBeGreaterThanOrEqual(before - 2_000);
    expect(second.consent_statement_id).toBe(first.consent_statement_id);
    const statements = await readRows<{ id: number; wording: string }>(
      backend,
      'newsletter_consent_statements',
      `&id=eq.${first.consent_statement_id}`,
    );
    expect(statements).toEqual([expect.objectContaining({ wording: CONSENT_STATEMENT })]);
  });

  test('another wording is a second statement', async () => {
    await postJson(
      backend,
      'newsletter_signups',
      signup('other-wording@example.com', { consent_statement: 'A new wording.' }),
      backend.anonKey,
      newClient(),
    );
    const row = await rowOf('other-wording@example.com');
    expect(row.consent_statement_id).not.toBe((await rowOf('consenting@example.com')).consent_statement_id);
    expect(await readRows(backend, 'newsletter_consent_statements', '&wording=eq.A new wording.')).toHaveLength(1);
  });

  test.each([
    ['no statement', { email: 'silent@example.com' }],
    ['a blank statement', signup('silent@example.com', { consent_statement: ' \n ' })],
  ])('%s is refused with 400 and a plain message', async (_, row) => {
    const response = await postJson(backend, 'newsletter_signups', row, backend.anonKey, newClient());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PT400',
      message: 'A newsletter sign-up must include the consent statement shown to the visitor',
      details: null,
      hint: 'Send the wording shown under the newsletter field as consent_statement.',
    });
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.silent@example.com')).toEqual([]);
  });

  test('a source path that is not a site path is refused', async () => {
    for (const source_path of ['https://evil.example/', '//evil.example/', '/with space', `/${'a'.repeat(200)}`]) {
      const response = await postJson(
        backend,
        'newsletter_signups',
        signup('pathless@example.com', { source_path }),
        backend.anonKey,
        newClient(),
      );
      expect(response.status, source_path).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/newsletter_signups_source_path_shape/);
    }
  });
});

describe('unsubscribe and subscribe again', () => {
  test('unsubscribe_newsletter answers unsubscribed, then already-unsubscribed; bad tokens are unknown', async () => {
    await postJson(backend, 'newsletter_signups', signup('leaving@example.com'), backend.anonKey, newClient());
    const token = await tokenFor('leaving@example.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await unsubscribe(token)).toBe('unsubscribed');
    expect((await rowOf('leaving@example.com')).unsubscribed_at).not.toBeNull();
    expect(await unsubscribe(token)).toBe('already-unsubscribed');
    for (const bad of ['', 'not-a-token', '0'.repeat(64), token.toUpperCase(), null])
      expect(await unsubscribe(bad)).toBe('unknown-token');
  });

  test('an unsubscribed address signed up again is answered 201 and left unsubscribed until its owner confirms', async () => {
    await postJson(backend, 'newsletter_signups', signup('returning@example.com'), backend.anonKey, newClient());
    expect(await unsubscribe(await tokenFor('returning@example.com'))).toBe('unsubscribed');
    const before = await rowOf('returning@example.com');

    const again = signup('Returning@Example.com', {
      consent_statement: 'The wording of today.',
      source_path: '/listings',
    });
    expect((await postJson(backend, 'newsletter_signups', again, backend.anonKey, newClient())).status).toBe(201);
    expect(await rowOf('returning@example.com')).toEqual(before);
    expect((await claimWelcomes()).map((row) => row.email)).not.toContain('returning@example.com');

    // The confirmation email's token, as the notifier would put it in the link.
    const response = await rpc('claim_newsletter_confirmations', { batch_size: 100 });
    const confirmation = ((await response.json()) as { email: string; token: string }[]).find(
      (row) => row.email === 'returning@example.com',
    )!;
    const confirm = async (token: string) =>
      (await createNodeClient(backend.url, backend.anonKey).rpc('confirm_newsletter_subscription', { token })).data;
    expect(await confirm(confirmation.token)).toBe('confirmed');
    const after = await rowOf('returning@example.com');
    expect(after).toMatchObject({ id: before.id, unsubscribed_at: null, source_path: '/listings' });
    expect(after.consent_statement_id).not.toBe(before.consent_statement_id);
    expect(Date.parse(after.consented_at!)).toBeGreaterThan(Date.parse(before.consented_at!));
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.returning@example.com')).toHaveLength(1);
    expect((await claimWelcomes()).map((row) => row.email)).toContain('returning@example.com');
    expect(await confirm(confirmation.token)).toBe('unknown-token');
  });

  test('an address still subscribed is refused with 23505, as the specification says', async () => {
    await postJson(backend, 'newsletter_signups', signup('staying@example.com'), backend.anonKey, newClient());
    const { error, status } = await createNodeClient(backend.url, backend.anonKey)
      .from('newsletter_signups')
      .insert(signup('staying@example.com'));
    expect({ status, code: error?.code }).toEqual({ status: 409, code: '23505' });
  });

  test('two re-subscriptions in one request are refused whole, as two new sign-ups are', async () => {
    const addresses = ['batch.one@example.com', 'batch.two@example.com'];
    for (const email of addresses)
      await postJson(backend, 'newsletter_signups', signup(email), backend.anonKey, newClient());
    const welcomes = await claimWelcomes();
    for (const email of addresses)
      expect(await unsubscribe(welcomes.find((row) => row.email === email)!.token)).toBe('unsubscribed');
    const response = await postJson(
      backend,
      'newsletter_signups',
      addresses.map((email) => signup(email)),
      backend.anonKey,
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Send one row per request');
    for (const email of addresses) expect((await rowOf(email)).unsubscribed_at).not.toBeNull();
  });

  test('a re-subscription counts towards the client limit like any other attempt on a stored address', async () => {
    const client = newClient();
    const addresses = Array.from({ length: 20 }, (_, index) => `cycle${index}@example.com`);
    for (const email of addresses)
      await postJson(backend, 'newsletter_signups', signup(email), backend.anonKey, newClient());
    const welcomes = await claimWelcomes();
    for (const email of addresses) await unsubscribe(welcomes.find((row) => row.email === email)!.token);
    for (const email of addresses)
      expect((await postJson(backend, 'newsletter_signups', signup(email), backend.anonKey, client)).status).toBe(201);
    expect(
      (await postJson(backend, 'newsletter_signups', signup('cycle-new@example.com'), backend.anonKey, client)).status,
    ).toBe(429);
  });
});

describe('what a visitor cannot see', () => {
  test('anon cannot read statements, claim welcome emails (and their tokens) or settle them', async () => {
    const read = await fetch(`${backend.url}/rest/v1/newsletter_consent_statements?select=*`, {
      headers: authHeaders(backend.anonKey),
    });
    expect(read.status).toBe(401);
    expect((await rpc('claim_welcome_emails', { batch_size: 1 }, backend.anonKey)).status).toBe(401);
    expect((await rpc('settle_welcome_email', { welcome_id: 1 }, backend.anonKey)).status).toBe(401);
    const privateTable = await fetch(`${backend.url}/rest/v1/newsletter_unsubscribe_tokens?select=*`, {
      headers: authHeaders(backend.anonKey),
    });
    expect(privateTable.status).toBe(404);
  });
});
