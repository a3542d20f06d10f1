import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createHttpServer, REQUEST_TIMEOUT_MS } from '../../scripts/localBackend/supabase/httpServer.ts';
import { errorResponse } from '../../scripts/localBackend/supabase/rest/handler.ts';
import { MAX_JSON_DEPTH } from '../../scripts/localBackend/supabase/rest/requestBody.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, startTestBackend } from './support.ts';

/** The local API behaves like Supabase's gateway in front of PostgREST. */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const port = () => Number(new URL(backend.url).port);
/** What a stack trace, an internal code or a file path looks like in a response. */
const INTERNAL_TEXT = /\n\s+at |node:internal|\/work\/|\.ts:\d+|\.js:\d+|XX000|08P01|stack depth/;

describe('keys', () => {
  test('a Bearer token without an apikey header is 401, as the gateway answers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/newsletter_signups`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: '{"email":"bearer-only@example.com"}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('bodies', () => {
  /** `depth` objects, one inside the other. */
  const nested = (depth: number) =>
    '{"consent_statement":"I agree.","email":' +
    '{"email":'.repeat(depth - 1) +
    '"deep@example.com"' +
    '}'.repeat(depth);

  test(`a body nested ${MAX_JSON_DEPTH + 1} or 5,000 levels deep is 400 before any SQL runs, without internal text`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000]) {
      const response = await postJson(backend, 'newsletter_signups', nested(depth));
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`,
        hint: null,
      });
      expect(body).not.toMatch(INTERNAL_TEXT);
    }
  });

  test(`${MAX_JSON_DEPTH} levels still reach PostgreSQL, which judges the row`, async () => {
    const response = await postJson(backend, 'newsletter_signups', nested(MAX_JSON_DEPTH));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '23514' });
  });

  test('no malformed request gets a stack trace, an internal code or a file path back', async () => {
    const answers = await Promise.all([
      postJson(backend, 'newsletter_signups', '{"email":'),
      postJson(backend, 'newsletter_signups', Buffer.from([0xff, 0xfe, 0x00]).toString('latin1')),
      postJson(backend, 'newsletter_signups', '[1, 2]'),
      postJson(backend, 'contact_messages', { name: 'x', email: 'y@example.com', showing_days: 'monday' }),
      postJson(backend, 'contact_messages', { name: 'x', email: 'y@example.com', created_at: 'yesterday' }),
      postJson(backend, 'no_such_table', {}),
      fetch(`${backend.url}/rest/v1/rpc/no_such_function`, {
        method: 'POST',
        headers: { apikey: backend.anonKey },
        body: '{}',
      }),
      fetch(`${backend.url}/rest/v1/newsletter_signups?select=*&email=zz.1`, {
        headers: { apikey: backend.serviceRoleKey },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).not.toMatch(INTERNAL_TEXT);
    }
  });
});

describe('errors the server itself meets', () => {
  test('PostgreSQL-internal errors answer without their text or code; the log keeps them', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const internal = Object.assign(
      new messages.DatabaseError('invalid frontend message type 0 at /src/backend/tcop/postgres.c:4523', 0, 'error'),
      { code: '08P01' },
    );
    const response = errorResponse(internal, 'anon');
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body!)).toEqual({
      code: null,
      message: 'The server could not answer this request',
      details: null,
      hint: null,
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('08P01'));
    logged.mockRestore();
  });

  test('a failure of this server is a 500 that says nothing of its cause', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = errorResponse(
      new TypeError("Cannot read properties of undefined (reading 'rows') at handler.ts:42"),
      'anon',
    );
    expect(response.status).toBe(500);
    expect(response.body).not.toMatch(INTERNAL_TEXT);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  test("the limits' PT429 keeps its status, message and hint: the forms need them", () => {
    const limited = Object.assign(
      new messages.DatabaseError('Too many messages from this e-mail address', 0, 'error'),
      { code: 'PT429', hint: 'Try again in an hour.' },
    );
    const response = errorResponse(limited, 'anon');
    expect(response.status).toBe(429);
    expect(JSON.parse(response.body!)).toEqual({
      code: 'PT429',
      message: 'Too many messages from this e-mail address',
      details: null,
      hint: 'Try again in an hour.',
    });
  });
});

describe('slow and surplus clients', () => {
  /** Opens a socket, writes `sent`, and resolves with how long the server took to close it. */
  function timeUntilClosed(sent: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket: Socket = connect(port(), '127.0.0.1', () => socket.write(sent));
      socket.on('error', reject);
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(performance.now() - started));
    });
  }

  test('a client that sends half its headers, or half its body, is disconnected within 10 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(9_000);
    const [headers, body] = await Promise.all([
      timeUntilClosed(`POST /rest/v1/newsletter_signups HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\n`),
      timeUntilClosed(
        `POST /rest/v1/newsletter_signups HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
      ),
    ]);
    expect(headers).toBeLessThan(10_000);
    expect(body).toBeLessThan(10_000);
  }, 20_000);

  test('connections beyond the cap are closed at once', async () => {
    const server = createHttpServer({ handle: () => Promise.resolve({ status: 204, headers: {} }), maxConnections: 2 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: capped } = server.address() as AddressInfo;
    const open = (): Promise<{ socket: Socket; closedWithin: (ms: number) => Promise<boolean> }> =>
      new Promise((resolve) => {
        const socket = connect(capped, '127.0.0.1', () => {
          let closed = false;
          socket.on('close', () => (closed = true));
          resolve({ socket, closedWithin: (ms) => new Promise((done) => setTimeout(() => done(closed), ms)) });
        });
        socket.on('error', () => undefined);
      });
    try {
      const first = await open();
      const second = await open();
      const third = await open();
      expect(await third.closedWithin(300)).toBe(true);
      expect(await first.closedWithin(0)).toBe(false);
      for (const { socket } of [first, second, third]) socket.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
