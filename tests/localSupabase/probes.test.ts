import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, readRows, startTestBackend, signup } from './support.ts';

/**
 * A sign-up refused as a duplicate (23505) rolls its request back, yet counts towards the client's
 * newsletter limit (supabase/migrations/20261125090000_newsletter_probe_counting.sql): one client
 * cannot test address after address for whether it is subscribed.
 */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

let clients = 0;
const newClient = () => ({ 'X-Forwarded-For': `192.0.2.${++clients}` });
const signUp = (email: string, client: Record<string, string>) =>
  postJson(backend, 'newsletter_signups', signup(email), backend.anonKey, client);

async function codeOf(response: Response) {
  return { status: response.status, code: ((await response.json()) as { code: string }).code };
}

describe('refused duplicates count towards the per-client newsletter limit', () => {
  test('the 21st probe of a subscribed address is refused with 429, and so is a new address', async () => {
    expect((await signUp('subscriber@example.com', newClient())).status).toBe(201);
    const prober = newClient();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await codeOf(await signUp('subscriber@example.com', prober))).toEqual({ status: 409, code: '23505' });
    }
    expect(await codeOf(await signUp('subscriber@example.com', prober))).toEqual({ status: 429, code: 'PT429' });
    // Over the limit, a new address is refused the same way: the answer tells the prober nothing.
    expect(await codeOf(await signUp('not-yet-subscribed@example.com', prober))).toEqual({
      status: 429,
      code: 'PT429',
    });
    expect(await readRows(backend, 'newsletter_signups', `&client_address=eq.${prober['X-Forwarded-For']}`)).toEqual(
      [],
    );
  });

  test('another client is not held back by a prober', async () => {
    const prober = newClient();
    for (let attempt = 0; attempt < 21; attempt++) await signUp('often-tried@example.com', prober);
    const visitor = newClient();
    expect(await codeOf(await signUp('often-tried@example.com', visitor))).toEqual({ status: 409, code: '23505' });
    expect((await signUp('visitor@example.com', visitor)).status).toBe(201);
  });

  test('sign-ups and refused duplicates add up: ten of each, then the 21st is refused', async () => {
    const client = newClient();
    for (let index = 0; index < 10; index++)
      expect((await signUp(`mixed${index}@example.com`, client)).status).toBe(201);
    for (let index = 0; index < 10; index++)
      expect((await signUp(`mixed${index}@example.com`, client)).status).toBe(409);
    expect((await signUp('mixed10@example.com', client)).status).toBe(429);
  });

  test('a honeypot row is not a probe: bots filling it are stored as spam, as before', async () => {
    const client = newClient();
    expect(
      (
        await postJson(
          backend,
          'newsletter_signups',
          signup('subscriber@example.com', { website: 'spam.example' }),
          backend.anonKey,
          client,
        )
      ).status,
    ).toBe(201);
    expect(await readRows(backend, 'newsletter_signups', `&client_address=eq.${client['X-Forwarded-For']}`)).toEqual([
      expect.objectContaining({ email: 'subscriber@example.com', is_spam: true }),
    ]);
  });
});

describe('the counters (in SQL)', () => {
  let dataDir: string;
  let database: LocalDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'newsletter-probes-'));
    database = await openLocalDatabase(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const probes = async (client: string) =>
    (await database.db.query<{ probes: number }>('select private.newsletter_probes($1) as probes', [client])).rows[0]!
      .probes;
  /** Sets both of a client's counters for the clock hour `hoursAgo` before this one. */
  async function setCount(client: string, hoursAgo: number, count: number) {
    await database.db.query(
      `select setval(private.newsletter_probe_sequence($1, h, floor(extract(epoch from now()) / 3600)::bigint - $2),
                     ((floor(extract(epoch from now()) / 3600)::bigint - $2) << 20) + $3)
       from generate_series(0, 1) as h`,
      [client, hoursAgo, count],
    );
  }

  test('this hour counts whole, the last hour by the part of it still within 60 minutes, older not at all', async () => {
    await setCount('203.0.113.200', 0, 7);
    expect(await probes('203.0.113.200')).toBe(7);

    await setCount('203.0.113.201', 1, 20);
    const minutesIntoHour = (Date.now() / 60_000) % 60;
    const expected = Math.ceil(20 * (1 - minutesIntoHour / 60));
    // The database's clock and this one may straddle a minute: within one attempt.
    expect(Math.abs((await probes('203.0.113.201')) - expected)).toBeLessThanOrEqual(1);

    await setCount('203.0.113.202', 2, 20);
    expect(await probes('203.0.113.202')).toBe(0);
  });

  test('a count is the lesser of the two buckets, so a collision in one bucket does not add up', async () => {
    await database.db.query(
      `select setval(private.newsletter_probe_sequence('203.0.113.210', 0, floor(extract(epoch from now()) / 3600)::bigint),
                     (floor(extract(epoch from now()) / 3600)::bigint << 20) + 15)`,
    );
    expect(await probes('203.0.113.210')).toBe(0);
  });

  test('the counts outlast a restart of the database', async () => {
    await setCount('203.0.113.220', 0, 12);
    await database.close();
    database = await openLocalDatabase(dataDir);
    expect(await probes('203.0.113.220')).toBe(12);
  });
});
