import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jwtSecretKey } from '../../scripts/localBackend/supabase/keys.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { authHeaders, createNodeClient, postJson, readRows, startTestBackend, signup } from './support.ts';

/** Every refusal here comes from PostgreSQL (grants, RLS, SET ROLE), passed on as PostgREST would. */
let backend: LocalSupabase;
const TABLES = ['newsletter_signups', 'contact_messages'] as const;

beforeAll(async () => {
  backend = await startTestBackend();
  expect((await postJson(backend, 'newsletter_signups', signup('private@example.com'))).status).toBe(201);
  expect(
    (
      await postJson(backend, 'contact_messages', {
        name: 'Private Person',
        email: 'private@example.com',
        message: 'Secret',
      })
    ).status,
  ).toBe(201);
});
afterAll(() => backend?.stop());

const signRole = (role: string) =>
  new SignJWT({ role, iss: 'test' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(jwtSecretKey);

function request(method: string, path: string, key: string, body?: unknown) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method,
    headers: { ...authHeaders(key), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectPermissionDenied(response: Response, status: 401 | 403, table: string) {
  expect(response.status).toBe(status);
  if (status === 401) expect(response.headers.get('www-authenticate')).toBe('Bearer');
  expect(await response.json()).toEqual({
    code: '42501',
    message: `permission denied for table ${table}`,
    details: null,
    hint: null,
  });
}

describe.each(TABLES)('the anon key on %s', (table) => {
  test('cannot read: 401 with 42501, and no row in the answer', async () => {
    await expectPermissionDenied(await request('GET', `${table}?select=*`, backend.anonKey), 401, table);
  });

  test('cannot read through supabase-js either', async () => {
    const { data, error, status } = await createNodeClient(backend.url, backend.anonKey).from(table).select('*');
    expect({ data, status, code: error?.code }).toEqual({ data: null, status: 401, code: '42501' });
  });

  test('cannot update, and the row is unchanged', async () => {
    await expectPermissionDenied(
      await request('PATCH', `${table}?email=eq.private@example.com`, backend.anonKey, {
        email: 'hijacked@example.com',
      }),
      401,
      table,
    );
    expect(await readRows(backend, table, '&email=eq.private@example.com')).toHaveLength(1);
  });

  test('cannot delete, and the row is still there', async () => {
    await expectPermissionDenied(
      await request('DELETE', `${table}?email=eq.private@example.com`, backend.anonKey),
      401,
      table,
    );
    await expectPermissionDenied(await request('DELETE', table, backend.anonKey), 401, table);
    expect(await readRows(backend, table, '&email=eq.private@example.com')).toHaveLength(1);
  });

  test('cannot have its insert sent back (return=representation), and nothing is inserted', async () => {
    const row: Record<string, unknown> =
      table === 'newsletter_signups' ? signup('echo@example.com') : { name: 'Echo', email: 'echo@example.com' };
    const { error, status } = await createNodeClient(backend.url, backend.anonKey).from(table).insert(row).select();
    expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
    expect(await readRows(backend, table, '&email=eq.echo@example.com')).toHaveLength(0);
  });
});

describe('other roles', () => {
  test('service_role reads every row but may not change or delete any (403)', async () => {
    expect(await readRows(backend, 'contact_messages', '&email=eq.private@example.com')).toEqual([
      expect.objectContaining({ name: 'Private Person', message: 'Secret' }),
    ]);
    await expectPermissionDenied(
      await request('PATCH', 'contact_messages?id=eq.1', backend.serviceRoleKey, { message: 'x' }),
      403,
      'contact_messages',
    );
    await expectPermissionDenied(
      await request('DELETE', 'contact_messages?id=eq.1', backend.serviceRoleKey),
      403,
      'contact_messages',
    );
    await expectPermissionDenied(
      await request('POST', 'newsletter_signups', backend.serviceRoleKey, signup('svc@example.com')),
      403,
      'newsletter_signups',
    );
  });

  test('a signed-in visitor (authenticated) may insert but not read', async () => {
    const token = await signRole('authenticated');
    const response = await fetch(`${backend.url}/rest/v1/newsletter_signups`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(signup('member@example.com')),
    });
    expect(response.status).toBe(201);
    await expectPermissionDenied(await request('GET', 'newsletter_signups', token), 403, 'newsletter_signups');
  });

  test('a validly signed token claiming the superuser role is refused by PostgreSQL', async () => {
    const response = await request('GET', 'contact_messages', await signRole('postgres'));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied to set role "postgres"' });
  });

  test('a role that does not exist is refused', async () => {
    const response = await request('GET', 'contact_messages', await signRole('nobody'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '22023', message: 'role "nobody" does not exist' });
  });
});
