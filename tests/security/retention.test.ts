import { afterAll, beforeAll, expect, test } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../scripts/localBackend/supabase/database.ts';

/**
 * Every table holding personal data has a retention period (private.retention_settings), applied
 * by one job, public.delete_expired_personal_data(), which the existing hosted cron call
 * (delete_expired_contact_messages) and the local notifier run. Before, only contact messages
 * were ever deleted: spam sign-ups, unsubscribed sign-ups, their tokens and sent outbox rows
 * stayed for ever. Real PGlite with every migration.
 */
let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase('memory://');
  // The database takes only a wording the site has published (20261128100000_newsletter_owner_consent.sql).
  await database.db.query('select public.publish_newsletter_consent_wordings($1::jsonb)', [JSON.stringify([CONSENT])]);
});
afterAll(() => database?.close());

const CONSENT = 'Yes, send me the newsletter. I can unsubscribe at any time.';
const query = async <Row>(sql: string, params: unknown[] = []) => (await database.db.query<Row>(sql, params)).rows;

async function signup(
  email: string,
  { age, spam = false, unsubscribedAgo }: { age: string; spam?: boolean; unsubscribedAgo?: string },
) {
  const [row] = await query<{ id: number }>(
    `insert into public.newsletter_signups (email, consent_statement, source_path, website) values ($1, $2, '/', $3) returning id`,
    [email, CONSENT, spam ? 'http://spam.example' : null],
  );
  await query(
    `update public.newsletter_signups set created_at = now() - $2::interval, unsubscribed_at = now() - $3::interval where id = $1`,
    [row!.id, age, unsubscribedAgo ?? null],
  );
  return row!.id;
}

test('spam, unsubscribed sign-ups past their proof period, old tokens and sent outbox rows are deleted; the rest stays', async () => {
  const periods = await query<{ name: string; months: number }>('select name, months from public.retention_periods()');
  expect(Object.fromEntries(periods.map((row) => [row.name, row.months]))).toEqual({
    contact_messages: 24,
    sent_outbox: 1,
    spam: 1,
    unsubscribe_tokens: 6,
    unsubscribed_signups: 36,
    valuation_requests: 24,
  });

  await signup('spam.old@example.com', { age: '2 months', spam: true });
  await signup('spam.new@example.com', { age: '1 day', spam: true });
  await signup('left.long.ago@example.com', { age: '5 years', unsubscribedAgo: '37 months' });
  await signup('left.recently@example.com', { age: '5 years', unsubscribedAgo: '35 months' });
  const active = await signup('still.reading@example.com', { age: '5 years' });
  await query(`select private.new_unsubscribe_token($1)`, [active]);
  await query(
    `update private.newsletter_unsubscribe_tokens set issued_at = now() - interval '13 months' where signup_id = $1`,
    [active],
  );
  await query(`select private.new_unsubscribe_token($1)`, [active]);
  await query(`update private.welcome_emails set sent_at = now() - interval '2 months' where signup_id = $1`, [active]);

  const [message] = await query<{ id: number }>(
    `insert into public.contact_messages (name, email, message, website) values ('Bot', 'bot@spam.example', 'Buy', 'x') returning id`,
  );
  await query(`update public.contact_messages set created_at = now() - interval '40 days' where id = $1`, [
    message!.id,
  ]);

  const [result] = await query<{ deleted: Record<string, number> }>(
    'select public.delete_expired_personal_data() as deleted',
  );
  expect(result!.deleted).toMatchObject({
    spam_contact_messages: 1,
    spam_newsletter_signups: 1,
    unsubscribed_newsletter_signups: 1,
    newsletter_unsubscribe_tokens: 1,
    welcome_emails: 1,
  });
  const emails = (await query<{ email: string }>('select email from public.newsletter_signups order by email')).map(
    (row) => row.email,
  );
  expect(emails).toEqual(['left.recently@example.com', 'spam.new@example.com', 'still.reading@example.com']);
  expect(
    await query('select 1 from private.newsletter_unsubscribe_tokens where signup_id = $1', [active]),
  ).toHaveLength(1);
  expect(await query('select 1 from public.contact_messages where is_spam')).toEqual([]);
});

/** A listing alert as a visitor asks for it, then dated back (the trigger stamps now()). */
async function alert(
  email: string,
  dates: { created: string; confirmed?: string; unsubscribed?: string; spam?: boolean },
) {
  const [row] = await query<{ id: number }>(
    `insert into public.listing_alerts (email, consent_statement, source_path, website) values ($1, $2, '/listings', $3) returning id`,
    [email, CONSENT, dates.spam ? 'http://spam.example' : null],
  );
  await query(
    `update public.listing_alerts set created_at = now() - $2::interval, confirmed_at = now() - $3::interval,
       unsubscribed_at = now() - $4::interval where id = $1`,
    [row!.id, dates.created, dates.confirmed ?? null, dates.unsubscribed ?? null],
  );
  return row!.id;
}

test('listing alerts: unconfirmed past the link, unsubscribed past the proof period, spam and old links go', async () => {
  await alert('never.confirmed@example.com', { created: '8 days' });
  await alert('confirming@example.com', { created: '2 days' });
  await alert('left.long.ago@example.com', { created: '5 years', confirmed: '5 years', unsubscribed: '37 months' });
  await alert('left.recently@example.com', { created: '5 years', confirmed: '5 years', unsubscribed: '35 months' });
  await alert('bot@spam.example', { created: '2 months', spam: true });
  const running = await alert('running@example.com', { created: '5 years', confirmed: '5 years' });
  await query(`select private.new_listing_alert_token($1)`, [running]);
  await query(`update private.listing_alert_tokens set issued_at = now() - interval '7 months' where alert_id = $1`, [
    running,
  ]);
  await query(`select private.new_listing_alert_token($1)`, [running]);

  const [result] = await query<{ deleted: Record<string, number> }>(
    'select public.delete_expired_personal_data() as deleted',
  );
  expect(result!.deleted).toMatchObject({
    unconfirmed_listing_alerts: 1,
    unsubscribed_listing_alerts: 1,
    spam_listing_alerts: 1,
    listing_alert_tokens: 1,
  });
  expect(
    (await query<{ email: string }>('select email from public.listing_alerts order by email')).map((r) => r.email),
  ).toEqual(['confirming@example.com', 'left.recently@example.com', 'running@example.com']);
  expect(await query('select 1 from private.listing_alert_tokens where alert_id = $1', [running])).toHaveLength(1);
});
