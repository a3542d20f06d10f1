import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { restRpcClient } from '../../scripts/lib/restRpcClient.ts';
import { sendValuationRequest } from '../../src/forms/valuation.ts';
import { EMPTY_VALUATION_VALUES, type ValuationValues } from '../../src/forms/valuationValues.ts';
import { CONSENT_STATEMENT, createNodeClient, postJson, readRows, startTestBackend } from './support.ts';

/** Valuation requests from /sell against real PGlite behind real HTTP, as the form and a script send them. */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

let client = 0;
/** Each test its own client address (the per-client limit), as the hosted gateway hands it on. */
const asClient = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

const request = (fields: Record<string, unknown> = {}) => ({
  street: '12 Test Crescent',
  postal_code: 'm5p2t7',
  property_type: 'detached',
  bedrooms: 4,
  bathrooms: 3.5,
  square_feet: 3200,
  timeline: 'within-6-months',
  name: 'Olive Owner',
  email: 'olive.owner@example.com',
  phone: '416-555-0199',
  notes: 'New kitchen in 2024.',
  ...fields,
});

describe('valuation_requests', () => {
  test('a request is stored, one row, its postal code written as Canada Post writes it', async () => {
    const response = await postJson(
      backend,
      'valuation_requests',
      request({ email: 'stored@example.com' }),
      undefined,
      asClient(),
    );
    expect(response.status).toBe(201);
    const rows = await readRows(backend, 'valuation_requests', '&email=eq.stored@example.com');
    expect(rows).toEqual([
      expect.objectContaining({ street: '12 Test Crescent', postal_code: 'M5P 2T7', bedrooms: 4, is_spam: false }),
    ]);
  });

  test('refused: a second row in one request, a column of the server, a malformed postal code', async () => {
    const headers = asClient();
    const two = [request({ email: 'a@example.com' }), request({ email: 'b@example.com' })];
    expect((await postJson(backend, 'valuation_requests', two, undefined, headers)).status).toBe(400);
    expect(
      (await postJson(backend, 'valuation_requests', request({ is_spam: false }), undefined, headers)).status,
    ).toBe(401);
    const badCode = await postJson(
      backend,
      'valuation_requests',
      request({ postal_code: 'D5P 2T7' }),
      undefined,
      headers,
    );
    expect(badCode.status).toBe(400);
    expect(await readRows(backend, 'valuation_requests', '&email=eq.a@example.com')).toEqual([]);
  });

  test('past 5 an hour from one sender (however spelt) the sixth is refused with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await postJson(
            backend,
            'valuation_requests',
            request({ email: `Limit+${i}@example.com` }),
            undefined,
            asClient(),
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('the honeypot: answered 201, stored as spam, never queued for the team', async () => {
    const response = await postJson(
      backend,
      'valuation_requests',
      request({ email: 'bot@spam.example', website: 'http://spam.example' }),
      undefined,
      asClient(),
    );
    expect(response.status).toBe(201);
    const [row] = await readRows<{ id: number; is_spam: boolean }>(
      backend,
      'valuation_requests',
      '&email=eq.bot@spam.example',
    );
    expect(row!.is_spam).toBe(true);
    const { data } = await restRpcClient(backend.url, backend.serviceRoleKey).rpc('valuation_notification_status', {});
    expect((data as { request_id: number }[]).map((n) => n.request_id)).not.toContain(row!.id);
  });

  test('the newsletter choice unticked records no consent; ticked, one sign-up with the wording read', async () => {
    const form = { getClient: async () => createNodeClient(backend.url, backend.anonKey), timeoutMs: 5_000 };
    const values = (email: string, newsletter: boolean): ValuationValues => ({
      ...EMPTY_VALUATION_VALUES,
      street: '9 Choice Road',
      postalCode: 'M4W 1A8',
      propertyType: 'semi-detached',
      bedrooms: '3',
      bathrooms: '2',
      timeline: 'not-sure',
      name: 'Nora Newsletter',
      email,
      newsletter,
    });
    const submit = (email: string, newsletter: boolean) =>
      sendValuationRequest(
        { values: values(email, newsletter), honeypot: '', consentStatement: CONSENT_STATEMENT, sourcePath: '/sell' },
        form,
      );
    expect(await submit('unticked@example.com', false)).toEqual({ outcome: 'sent' });
    expect(await readRows(backend, 'valuation_requests', '&email=eq.unticked@example.com')).toHaveLength(1);
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.unticked@example.com')).toEqual([]);

    expect(await submit('ticked@example.com', true)).toEqual({ outcome: 'sent', newsletter: 'subscribed' });
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.ticked@example.com')).toEqual([
      expect.objectContaining({ source_path: '/sell', consented_at: expect.any(String) }),
    ]);
  });

  test('erase removes the requests of every spelling of the address, and find lists them first', async () => {
    await postJson(backend, 'valuation_requests', request({ email: 'erase.me@example.com' }), undefined, asClient());
    await postJson(
      backend,
      'valuation_requests',
      request({ email: 'Erase.Me+home@example.com' }),
      undefined,
      asClient(),
    );
    const rpc = restRpcClient(backend.url, backend.serviceRoleKey);
    const found = (await rpc.rpc('privacy_find', { address: 'erase.me@example.com' })).data as Record<
      string,
      unknown[]
    >;
    expect(found.valuation_requests).toHaveLength(2);
    expect(found.valuation_notifications).toHaveLength(2);
    await rpc.rpc('privacy_erase', { address: 'erase.me@example.com' });
    expect(await readRows(backend, 'valuation_requests', '&email=ilike.erase.me*')).toEqual([]);
  });
});
