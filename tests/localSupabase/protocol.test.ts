import { request as httpRequest } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jwtSecretKey } from '../../scripts/localBackend/supabase/keys.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { authHeaders, postJson, startTestBackend, signup } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  backend.allowOrigin('http://127.0.0.1:5173');
});
afterAll(() => backend?.stop());

const errorBody = (code: string | null, message: string | RegExp) => ({
  code,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  details: expect.toSatisfy((value) => value === null || typeof value === 'string'),
  hint: expect.toSatisfy((value) => value === null || typeof value === 'string'),
});

async function expectError(response: Response, status: number, code: string | null, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(errorBody(code, message));
}

describe('routing and bodies', () => {
  test('an unknown table is 404 PGRST205, for reads and writes', async () => {
    await expectError(
      await fetch(`${backend.url}/rest/v1/secrets`, { headers: authHeaders(backend.anonKey) }),
      404,
      'PGRST205',
      "Could not find the table 'public.secrets' in the schema cache",
    );
    await expectError(await postJson(backend, 'secrets', { a: 1 }), 404, 'PGRST205', /public\.secrets/);
  });

  test('a path outside /rest/v1 is 404', async () => {
    await expectError(
      await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: authHeaders(backend.anonKey) }),
      404,
      null,
      /no Route matched/,
    );
  });

  test.each([
    ['malformed JSON', '{"email": '],
    ['an empty body', ''],
    ['a JSON string', '"jane@example.com"'],
    ['objects with different keys', '[{"email":"a@example.com"},{"mail":"b@example.com"}]'],
  ])('%s is 400 PGRST102', async (_, body) => {
    await expectError(await postJson(backend, 'newsletter_signups', body), 400, 'PGRST102', /Empty or invalid json/);
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'Content-Type %s is 415 PGRST107',
    async (contentType) => {
      const response = await postJson(backend, 'newsletter_signups', '{"email":"ct@example.com"}', backend.anonKey, {
        'Content-Type': contentType,
      });
      await expectError(response, 415, 'PGRST107', `Content-Type not acceptable: ${contentType}`);
    },
  );

  test('a schema other than public is 406 PGRST106', async () => {
    const response = await postJson(backend, 'newsletter_signups', signup('schema@example.com'), backend.anonKey, {
      'Content-Profile': 'private',
    });
    await expectError(response, 406, 'PGRST106', /Invalid schema: private/);
  });

  test('PUT is 405', async () => {
    const response = await fetch(`${backend.url}/rest/v1/newsletter_signups`, {
      method: 'PUT',
      headers: authHeaders(backend.anonKey),
      body: '{}',
    });
    await expectError(response, 405, 'PGRST117', /Unsupported HTTP method/);
  });

  test("an unparsable filter is 400 PGRST100; an unknown column in a filter is PostgreSQL's 42703", async () => {
    const headers = authHeaders(backend.serviceRoleKey);
    await expectError(
      await fetch(`${backend.url}/rest/v1/contact_messages?email=approximately.x`, { headers }),
      400,
      'PGRST100',
      /Failed to parse/,
    );
    await expectError(
      await fetch(`${backend.url}/rest/v1/contact_messages?nope=eq.1`, { headers }),
      400,
      '42703',
      /column "nope" does not exist/,
    );
  });

  test('reads take select, eq/is filters, order and limit, with Content-Range', async () => {
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com'])
      await postJson(backend, 'contact_messages', { name: 'Reader', email });
    const response = await fetch(
      `${backend.url}/rest/v1/contact_messages?select=name,email&name=eq.Reader&phone=is.null&order=email.desc&limit=2`,
      { headers: authHeaders(backend.serviceRoleKey) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/*');
    expect(await response.json()).toEqual([
      { name: 'Reader', email: 'r3@example.com' },
      { name: 'Reader', email: 'r2@example.com' },
    ]);
  });
});

describe('keys', () => {
  const sign = (claims: Record<string, unknown>, secret = jwtSecretKey) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
  const insertWith = (headers: Record<string, string>) =>
    fetch(`${backend.url}/rest/v1/newsletter_signups`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(signup('jwt@example.com')),
    });

  async function expectJwtRefused(response: Response, message: string | RegExp) {
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    await expectError(response, 401, 'PGRST301', message);
  }

  test('no key at all is 401', async () => {
    await expectJwtRefused(await insertWith({}), 'No API key found in request');
  });

  test('a token signed with another secret is 401', async () => {
    const forged = await sign(
      { role: 'service_role', exp: 2_000_000_000 },
      new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'),
    );
    await expectJwtRefused(await insertWith(authHeaders(forged)), 'JWT signature does not match');
  });

  test('an expired token is 401', async () => {
    const expired = await sign({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 });
    await expectJwtRefused(await insertWith(authHeaders(expired)), 'JWT expired');
  });

  test('a token without a role claim is 401', async () => {
    await expectJwtRefused(
      await insertWith(authHeaders(await sign({ iss: 'supabase-demo' }))),
      'JWT has no role claim',
    );
  });

  test('garbage and unsigned (alg none) tokens are 401', async () => {
    await expectJwtRefused(await insertWith(authHeaders('not.a.jwt')), 'JWT is malformed');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
    await expectJwtRefused(await insertWith(authHeaders(unsigned)), /JWT/);
  });

  test('a valid bearer does not excuse a forged apikey', async () => {
    await expectJwtRefused(
      await insertWith({ apikey: 'forged', Authorization: `Bearer ${backend.anonKey}` }),
      'JWT is malformed',
    );
  });

  test('the apikey alone is enough, as with Supabase', async () => {
    expect((await insertWith({ apikey: backend.anonKey })).status).toBe(201);
  });
});

describe('CORS', () => {
  test("a preflight from the site's origin allows the headers supabase-js sends", async () => {
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-profile,content-type,x-client-info,prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((header) => header.trim().toLowerCase());
    expect(allowed).toEqual(
      expect.arrayContaining(['apikey', 'authorization', 'content-profile', 'x-client-info', 'content-type', 'prefer']),
    );
  });

  test("answers to the site's pages, errors included, carry Access-Control-Allow-Origin", async () => {
    const response = await postJson(backend, 'newsletter_signups', signup('bad'), backend.anonKey, {
      Origin: 'http://localhost:5173',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('body size limit (64 KB)', () => {
  const oversized = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(70 * 1024) });

  test('a declared Content-Length over the limit is 413, and the connection stays usable', async () => {
    await expectError(
      await postJson(backend, 'newsletter_signups', oversized),
      413,
      null,
      'Request size limit exceeded',
    );
    expect((await postJson(backend, 'newsletter_signups', signup('after-413@example.com'))).status).toBe(201);
  });

  test('a chunked body (no Content-Length) that grows past the limit is 413 too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${backend.url}/rest/v1/newsletter_signups`);
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { ...authHeaders(backend.anonKey), 'Content-Type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      for (let offset = 0; offset < oversized.length; offset += 8192)
        request.write(oversized.slice(offset, offset + 8192));
      request.end();
    });
    expect(status).toBe(413);
  });

  test('a body just under the limit reaches PostgreSQL (which then judges it)', async () => {
    const response = await postJson(backend, 'contact_messages', {
      name: 'Long',
      email: 'long@example.com',
      message: 'm'.repeat(60 * 1024),
    });
    await expectError(response, 400, '23514', /contact_messages_message_length/);
  });
});
