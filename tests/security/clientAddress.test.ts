import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, publishConsentWordings, readRows, signup, TEST_CONSENT_WORDINGS } from '../localSupabase/support.ts';

/**
 * The per-client limits cannot be switched off or multiplied by what a client writes in
 * X-Forwarded-For (supabase/migrations/20261128090000_client_address_one_rule.sql). Before, the
 * first address of the header was the client and an empty one (",", ", 127.0.0.1", "") meant
 * "no client", which no limit counted: 25 of 25 messages went through after the socket's 20.
 * Real PGlite behind the real HTTP server; the limits are lowered to 3 so that a test sends few rows.
 */
const LIMIT = 3;
const formLimits = { contact_per_client_per_hour: LIMIT, newsletter_per_client_per_hour: LIMIT };

let sent = 0;
const message = () => ({ name: 'Address Tester', email: `tester${++sent}@example.com`, message: 'Hello' });
const subscription = () => signup(`reader${++sent}@example.com`);
const xff = (value: string) => ({ 'X-Forwarded-For': value });

const TABLES = [
  ['contact_messages', message],
  ['newsletter_signups', subscription],
] as const;

/** A client's X-Forwarded-For as it might write it to look like "nobody" or someone new. */
const EVASIONS = [',', ', 127.0.0.1', '', ' , ', 'garbage', '127.0.0.1, ,', '::ffff:127.0.0.1', '203.0.113.9'];

describe('npm start: the socket is the client, whatever the header says', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    // As npm start runs it: no proxy trusted.
    backend = await startLocalSupabase({ dataDir: 'memory://', port: 0, quiet: true, formLimits });
    await publishConsentWordings(backend, TEST_CONSENT_WORDINGS);
  });
  afterAll(() => backend?.stop());

  test.each(TABLES)('%s: after the socket allowance, no X-Forwarded-For gets one more row', async (table, row) => {
    for (let index = 0; index < LIMIT; index++) expect((await postJson(backend, table, row())).status).toBe(201);
    const statuses = [];
    for (const value of EVASIONS)
      statuses.push((await postJson(backend, table, row(), backend.anonKey, xff(value))).status);
    expect(statuses).toEqual(EVASIONS.map(() => 429));
    expect(await readRows(backend, table)).toHaveLength(LIMIT);
  });
});

describe('behind the hosted gateway: the last hop, normalised, and never "no client"', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    // 127.0.0.1 plays the gateway, which hands its X-Forwarded-For on as the database sees it hosted.
    backend = await startLocalSupabase({
      dataDir: 'memory://',
      port: 0,
      quiet: true,
      formLimits,
      trustedProxies: ['127.0.0.1'],
    });
    await publishConsentWordings(backend, TEST_CONSENT_WORDINGS);
  });
  afterAll(() => backend?.stop());

  async function statuses(table: string, row: () => object, headers: string[]): Promise<number[]> {
    const result = [];
    for (const value of headers)
      result.push((await postJson(backend, table, row(), backend.anonKey, xff(value))).status);
    return result;
  }

  test.each(TABLES)('%s: an empty, missing-looking or malformed address is one limited client', async (table, row) => {
    const unreadable = [
      ',',
      ', ',
      '',
      ' ',
      'garbage',
      '1.2.3',
      '1.2.3.4/8',
      '999.1.1.1',
      '1.2.3.4, ,',
      "'; drop table x; --",
    ];
    expect(await statuses(table, row, unreadable)).toEqual(unreadable.map((_, index) => (index < LIMIT ? 201 : 429)));
  });

  test.each(TABLES)('%s: one IPv4 address however written is one client', async (table, row) => {
    const spellings = [
      '192.0.2.44',
      '::ffff:192.0.2.44',
      '192.000.002.044',
      '::FFFF:C000:022C',
      '[::ffff:192.0.2.44]:443',
      '192.0.2.44:5678',
      '10.9.9.9, 192.0.2.44',
    ];
    expect(await statuses(table, row, spellings)).toEqual(spellings.map((_, index) => (index < LIMIT ? 201 : 429)));
    expect(await readRows(backend, table, '&client_address=eq.192.0.2.44')).toHaveLength(LIMIT);
  });

  test.each(TABLES)('%s: addresses of one IPv6 /64 block are one client', async (table, row) => {
    const block = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:0:0:0:2',
      '2001:0db8:0001:0002::ffff',
      '[2001:db8:1:2::3]:443',
      '2001:db8:1:2:aaaa::4',
    ];
    expect(await statuses(table, row, block)).toEqual(block.map((_, index) => (index < LIMIT ? 201 : 429)));
  });

  test('the client is the hop the gateway appended: what a client writes to its left changes nothing', async () => {
    const spoofs = ['198.51.100.1, 192.0.2.77', '198.51.100.2, 192.0.2.77', ', 192.0.2.77', '198.51.100.3,192.0.2.77'];
    expect(await statuses('contact_messages', message, spoofs)).toEqual([201, 201, 201, 429]);
  });
});
