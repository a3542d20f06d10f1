import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, publishConsentWordings, readRows, startTestBackend } from '../localSupabase/support.ts';

/** Listing alerts as the /listings form and a script send them, against real PGlite behind real HTTP. */
export const ALERT_WORDING = 'Yes, email me new homes that match this search, from The Test Team.';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  await publishConsentWordings(backend, [ALERT_WORDING]);
});
afterAll(() => backend?.stop());

let client = 0;
/** Each test its own client address (the per-client limit), as the hosted gateway hands it on. */
const asClient = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

const alert = (fields: Record<string, unknown> = {}) => ({
  email: 'buyer@example.com',
  area: 'test-hill',
  min_price: 2_000_000,
  max_price: 5_000_000,
  bedrooms: 3,
  offer: 'sale',
  consent_statement: ALERT_WORDING,
  source_path: '/listings',
  ...fields,
});

describe('listing_alerts', () => {
  test('an alert is stored unconfirmed with its search, wording and page; its consent recorded', async () => {
    const response = await postJson(
      backend,
      'listing_alerts',
      alert({ email: 'Stored@Example.com' }),
      undefined,
      asClient(),
    );
    expect(response.status).toBe(201);
    const [row] = await readRows(backend, 'listing_alerts', '&email=eq.stored@example.com');
    expect(row).toMatchObject({
      area: 'test-hill',
      min_price: 2_000_000,
      bedrooms: 3,
      offer: 'sale',
      confirmed_at: null,
      is_spam: false,
    });
    const events = await readRows(backend, 'listing_alert_consent_events', `&alert_id=eq.${row!.id as number}`);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'requested',
        source_path: '/listings',
        consent_statement_id: row!.consent_statement_id,
      }),
    ]);
    const [wording] = await readRows(
      backend,
      'newsletter_consent_statements',
      `&id=eq.${row!.consent_statement_id as number}`,
    );
    expect(wording).toMatchObject({ wording: ALERT_WORDING });
  });

  test('refused: a server column (401), an unpublished wording, two rows, a bad search (400)', async () => {
    const headers = asClient();
    for (const column of [{ confirmed_at: '2026-01-01T00:00:00Z' }, { is_spam: false }, { unsubscribed_at: null }])
      expect((await postJson(backend, 'listing_alerts', alert(column), undefined, headers)).status).toBe(401);
    const forged = await postJson(
      backend,
      'listing_alerts',
      alert({ consent_statement: 'FORGED' }),
      undefined,
      headers,
    );
    expect(forged.status).toBe(400);
    expect((await postJson(backend, 'listing_alerts', [alert(), alert()], undefined, headers)).status).toBe(400);
    expect(
      (await postJson(backend, 'listing_alerts', alert({ min_price: 5, max_price: 1 }), undefined, headers)).status,
    ).toBe(400);
    expect((await postJson(backend, 'listing_alerts', alert({ offer: 'rent' }), undefined, headers)).status).toBe(400);
    expect(await readRows(backend, 'listing_alerts', '&email=eq.buyer@example.com')).toEqual([]);
  });

  test('past 5 an hour for one address (however spelt) the sixth is refused with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await postJson(backend, 'listing_alerts', alert({ email: `Limit+${i}@example.com` }), undefined, asClient()))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('past 20 an hour from one client the next is refused with 429', async () => {
    const headers = asClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await postJson(backend, 'listing_alerts', alert({ email: `client${i}@example.com` }), undefined, headers))
          .status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test('the honeypot: answered 201, stored as spam with no wording, no confirmation queued', async () => {
    const response = await postJson(
      backend,
      'listing_alerts',
      alert({ email: 'bot@example.com', website: 'http://spam.example' }),
      undefined,
      asClient(),
    );
    expect(response.status).toBe(201);
    const [row] = await readRows(backend, 'listing_alerts', '&email=eq.bot@example.com');
    expect(row).toMatchObject({ is_spam: true, consent_statement_id: null });
    expect(await readRows(backend, 'listing_alert_consent_events', `&alert_id=eq.${row!.id as number}`)).toEqual([]);
  });
});
