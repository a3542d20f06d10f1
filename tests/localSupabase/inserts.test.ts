import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { createNodeClient, postJson, readRows, startTestBackend, signup } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

describe('newsletter_signups', () => {
  test('supabase-js inserts as anon land as a row, with an empty 201 as supabase-js expects', async () => {
    const client = createNodeClient(backend.url, backend.anonKey);
    const result = await client.from('newsletter_signups').insert(signup('first@example.com'));
    expect(result).toMatchObject({ error: null, status: 201, data: null });
    const rows = await readRows<{ email: string; created_at: string }>(
      backend,
      'newsletter_signups',
      '&email=eq.first@example.com',
    );
    expect(rows).toHaveLength(1);
    expect(Date.parse(rows[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('a plain fetch insert lands as a row, trimmed and lowercased by the database', async () => {
    const response = await postJson(backend, 'newsletter_signups', signup('  Mixed.Case@Example.COM '));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.mixed.case@example.com')).toHaveLength(1);
  });

  describe('a duplicate', () => {
    beforeAll(async () => {
      expect((await postJson(backend, 'newsletter_signups', signup('dupe@example.com'))).status).toBe(201);
    });

    test.each([
      ['the same address', 'dupe@example.com'],
      ['another case', 'DUPE@Example.com'],
      ['surrounding spaces', '  dupe@example.com\t'],
    ])('given as %s is refused with 409 and code 23505', async (_, email) => {
      const response = await postJson(backend, 'newsletter_signups', signup(email));
      expect(response.status).toBe(409);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        code: '23505',
        message: 'duplicate key value violates unique constraint "newsletter_signups_email_key"',
        // PostgreSQL withholds the key's value from a role that may not read the table.
        details: null,
        hint: null,
      });
      expect(await readRows(backend, 'newsletter_signups', '&email=eq.dupe@example.com')).toHaveLength(1);
    });
  });

  test('supabase-js reports the duplicate as a plain error object with code 23505', async () => {
    const client = createNodeClient(backend.url, backend.anonKey);
    await client.from('newsletter_signups').insert(signup('twice@example.com'));
    const { error, status } = await client.from('newsletter_signups').insert(signup('Twice@example.com'));
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.twice@example.com')).toHaveLength(1);
  });

  test('an array of one row is accepted, as PostgREST allows (more are refused: limits.test.ts)', async () => {
    const response = await postJson(backend, 'newsletter_signups', [signup('bulk1@example.com')]);
    expect(response.status).toBe(201);
    expect(await readRows(backend, 'newsletter_signups', '&email=like.bulk*')).toHaveLength(1);
  });
});

describe('contact_messages', () => {
  test('supabase-js inserts every field, optional ones as null', async () => {
    const client = createNodeClient(backend.url, backend.anonKey);
    const { error, status } = await client.from('contact_messages').insert({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 416 555 0100',
      interest: 'buying',
      message: 'A house with a library.',
    });
    expect({ error, status }).toEqual({ error: null, status: 201 });
    await client
      .from('contact_messages')
      .insert({ name: 'Only Required', email: 'only@example.com', phone: null, interest: null, message: null });

    const rows = await readRows(backend, 'contact_messages');
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+1 416 555 0100',
        interest: 'buying',
        message: 'A house with a library.',
      }),
      expect.objectContaining({
        name: 'Only Required',
        email: 'only@example.com',
        phone: null,
        interest: null,
        message: null,
      }),
    ]);
  });

  test('the sender cannot choose created_at, which the limits rely on: the column is not theirs to write', async () => {
    const response = await postJson(backend, 'contact_messages', {
      name: 'Back Dater',
      email: 'backdate@example.com',
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table contact_messages',
    });
    expect(await readRows(backend, 'contact_messages', '&email=eq.backdate@example.com')).toEqual([]);
  });
});
