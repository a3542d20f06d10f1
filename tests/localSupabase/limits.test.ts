import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import {
  CONSENT_STATEMENT,
  createNodeClient,
  postJson,
  publishConsentWordings,
  readRows,
  startTestBackend,
  signup,
} from './support.ts';

/** The limits of supabase/migrations/20261124130000_form_limits.sql, met through real HTTP. */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

let clients = 0;
/** A network address of its own per test, so that one test's rows never count against another's. */
const newClient = () => `203.0.113.${++clients}`;
const from = (client: string) => ({ 'X-Forwarded-For': client });
const message = (email: string, extra: object = {}) => ({
  name: 'Persistent Visitor',
  email,
  message: 'Hello again',
  ...extra,
});

async function expectTooMany(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ code: 'PT429', message, details: null, hint: 'Try again in an hour.' });
}

describe('one row per request', () => {
  test.each([
    ['contact_messages', [message('one@example.com'), message('two@example.com')]],
    ['newsletter_signups', [signup('one@example.com'), signup('two@example.com')]],
  ])('an array of two rows into %s is refused whole', async (table, rows) => {
    const client = newClient();
    const response = await postJson(backend, table, rows, backend.anonKey, from(client));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PT400',
      message: 'Send one row per request',
      details: null,
      hint: 'The forms send one submission at a time.',
    });
    expect(await readRows(backend, table, `&client_address=eq.${client}`)).toEqual([]);
  });

  test('an array of thousands is refused without storing a row', async () => {
    const client = newClient();
    const rows = Array.from({ length: 3_500 }, (_, index) => signup(`flood${index}@example.com`));
    const response = await postJson(backend, 'newsletter_signups', rows, backend.anonKey, from(client));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await readRows(backend, 'newsletter_signups', `&client_address=eq.${client}`)).toEqual([]);
  });
});

describe('at most 5 contact messages per sender address per hour', () => {
  test('the sixth is refused with 429, whatever the case or +tag of the address', async () => {
    const client = newClient();
    for (const email of [
      'loud@example.com',
      'Loud@Example.com',
      'loud+1@example.com',
      'LOUD+news@example.com',
      'loud+2@EXAMPLE.com',
    ]) {
      expect((await postJson(backend, 'contact_messages', message(email), backend.anonKey, from(client))).status).toBe(
        201,
      );
    }
    // From another network address too: the limit is the sender's.
    await expectTooMany(
      await postJson(backend, 'contact_messages', message('loud+3@example.com'), backend.anonKey, from(newClient())),
      'Too many messages from this e-mail address',
    );
    expect(await readRows(backend, 'contact_messages', '&email=ilike.loud*')).toHaveLength(5);
  });

  test('supabase-js sees status 429, and other senders are unaffected', async () => {
    const client = createNodeClient(backend.url, backend.anonKey);
    const { error, status } = await client.from('contact_messages').insert(message('loud@example.com'));
    expect({ status, code: error?.code, hint: error?.hint }).toEqual({
      status: 429,
      code: 'PT429',
      hint: 'Try again in an hour.',
    });
    expect((await client.from('contact_messages').insert(message('quiet@example.com'))).error).toBeNull();
  });
});

describe('at most 20 rows per client address per hour, per form', () => {
  test.each([
    [
      'contact_messages',
      (index: number) => message(`visitor${index}@example.com`),
      'Too many requests from this network address',
    ],
    [
      'newsletter_signups',
      (index: number) => signup(`reader${index}@example.com`),
      'Too many requests from this network address',
    ],
  ])('%s: the 21st from one client is refused; another client is not', async (table, row, refusal) => {
    const client = newClient();
    for (let index = 0; index < 20; index++) {
      expect((await postJson(backend, table, row(index), backend.anonKey, from(client))).status).toBe(201);
    }
    await expectTooMany(await postJson(backend, table, row(20), backend.anonKey, from(client)), refusal);
    expect((await postJson(backend, table, row(21), backend.anonKey, from(newClient()))).status).toBe(201);
    expect(await readRows(backend, table, `&client_address=eq.${client}`)).toHaveLength(20);
  });

  test('the client is the last hop of X-Forwarded-For, the one the gateway appends', async () => {
    const client = newClient();
    await postJson(
      backend,
      'newsletter_signups',
      signup('proxied@example.com'),
      backend.anonKey,
      from(`10.0.0.7, ${client}`),
    );
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.proxied@example.com')).toEqual([
      expect.objectContaining({ client_address: client }),
    ]);
  });

  test("without X-Forwarded-For, the local server passes the socket's address", async () => {
    await postJson(backend, 'newsletter_signups', signup('direct@example.com'));
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.direct@example.com')).toEqual([
      expect.objectContaining({ client_address: '127.0.0.1' }),
    ]);
  });
});

describe('what a visitor may write', () => {
  test.each([
    ['created_at', { created_at: '2001-01-01T00:00:00Z' }, 401, '42501'],
    ['is_spam', { is_spam: false }, 401, '42501'],
    ['client_address', { client_address: '198.51.100.1' }, 401, '42501'],
    // An identity column refuses any value before privileges are looked at.
    ['id', { id: 999_999 }, 400, '428C9'],
  ])('%s is the server’s: refused', async (_, extra, status, code) => {
    const response = await postJson(
      backend,
      'contact_messages',
      message('writer@example.com', extra),
      backend.anonKey,
      from(newClient()),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  test.each([
    ['an object as a name', { name: { first: 'Ada' } }],
    ['an array as a name', { name: ['Ada', 'Lovelace'] }],
    ['a boolean as a name', { name: true }],
    ['an object as a message', { message: { text: 'hi' } }],
    ['a boolean as a phone', { phone: false }],
  ])('%s is refused', async (_, extra) => {
    const response = await postJson(
      backend,
      'contact_messages',
      message('typed@example.com', extra),
      backend.anonKey,
      from(newClient()),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: '23514',
      message: expect.stringContaining('contact_messages_text_typed'),
    });
  });

  test('text that only looks like JSON, and a phone of digits, are accepted', async () => {
    const response = await postJson(
      backend,
      'contact_messages',
      message('bracket@example.com', { message: '[Urgent] Viewing on Saturday?', phone: 4165550199 }),
      backend.anonKey,
      from(newClient()),
    );
    expect(response.status).toBe(201);
  });

  test('a filled honeypot is answered 201 and stored flagged as spam', async () => {
    const response = await postJson(
      backend,
      'contact_messages',
      message('bot@example.com', { website: 'https://spam.example' }),
      backend.anonKey,
      from(newClient()),
    );
    expect(response.status).toBe(201);
    expect(await readRows(backend, 'contact_messages', '&email=eq.bot@example.com')).toEqual([
      expect.objectContaining({ is_spam: true }),
    ]);
  });

  test.each([
    ['a path', '/listings/84-old-forest-hill', 201],
    ['no leading slash', 'listings/84-old-forest-hill', 400],
    ['a full URL', 'https://evil.example/listings', 400],
    ['a query string', '/listings/x?y=1', 400],
    ['upper case', '/Listings/X', 400],
  ])('about_path: %s', async (_, about_path, status) => {
    expect(
      (
        await postJson(
          backend,
          'contact_messages',
          message(`about${status}${clients}@example.com`, { about_path }),
          backend.anonKey,
          from(newClient()),
        )
      ).status,
    ).toBe(status);
  });
});

test('staff change a limit in private.form_limits, without a migration', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'form-limits-'));
  try {
    const database = await openLocalDatabase(dataDir);
    await database.db.exec(
      "update private.form_limits set max_count = 2 where name = 'newsletter_per_client_per_hour'",
    );
    await database.close();
    const changed = await startLocalSupabase({ dataDir, port: 0, quiet: true, trustedProxies: ['127.0.0.1'] });
    try {
      await publishConsentWordings(changed, [CONSENT_STATEMENT]);
      const client = from('198.51.100.9');
      expect(
        (await postJson(changed, 'newsletter_signups', signup('a@example.com'), changed.anonKey, client)).status,
      ).toBe(201);
      expect(
        (await postJson(changed, 'newsletter_signups', signup('b@example.com'), changed.anonKey, client)).status,
      ).toBe(201);
      expect(
        (await postJson(changed, 'newsletter_signups', signup('c@example.com'), changed.anonKey, client)).status,
      ).toBe(429);
    } finally {
      await changed.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
