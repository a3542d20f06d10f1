import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { startLocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { startEnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { testRouting } from '../mail/support.ts';
import { readRows } from './support.ts';

/**
 * Contact messages are kept for the period in private.retention_settings (24 months unless staff
 * change it), then deleted with the team's notifications of them by
 * public.delete_expired_contact_messages(): hosted by pg_cron, locally by the notifier.
 */
let dataDir: string;
let database: LocalDatabase | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'retention-'));
  database = await openLocalDatabase(dataDir);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A message as a visitor sends it, then dated `monthsAgo` back (the trigger stamps now()). */
async function messageFrom(db: LocalDatabase, name: string, age: string): Promise<number> {
  const { rows } = await db.db.query<{ id: number }>(
    `insert into public.contact_messages (name, email, message) values ($1, 'old@example.com', 'Hello') returning id`,
    [name],
  );
  const id = rows[0]!.id;
  await db.db.query(`update public.contact_messages set created_at = now() - $2::interval where id = $1`, [id, age]);
  return id;
}

const names = async (db: LocalDatabase) =>
  (await db.db.query<{ name: string }>('select name from public.contact_messages order by id')).rows.map(
    (row) => row.name,
  );
const notifications = async (db: LocalDatabase) =>
  (await db.db.query<{ count: number }>('select count(*)::int as count from private.enquiry_notifications')).rows[0]!
    .count;
const expire = async (db: LocalDatabase) =>
  (await db.db.query<{ deleted: number }>('select public.delete_expired_contact_messages() as deleted')).rows[0]!
    .deleted;

describe('the retention job', () => {
  test('deletes only the messages past 24 months, with their notifications', async () => {
    const db = database!;
    expect(
      (await db.db.query<{ months: number }>('select public.contact_message_retention_months() as months')).rows[0]!
        .months,
    ).toBe(24);
    await messageFrom(db, 'Past the period', '24 months 1 day');
    await messageFrom(db, 'Within the period', '23 months 28 days');
    await messageFrom(db, 'Recent', '0 days');
    expect(await notifications(db)).toBe(3);

    expect(await expire(db)).toBe(1);
    expect(await names(db)).toEqual(['Within the period', 'Recent']);
    expect(await notifications(db)).toBe(2);
    expect(await expire(db)).toBe(0);
  });

  test('follows the one setting staff change', async () => {
    const db = database!;
    await db.db.exec(`update private.retention_settings set months = 12 where name = 'contact_messages'`);
    expect(await expire(db)).toBe(1);
    expect(await names(db)).toEqual(['Recent']);
    await db.db.exec(`update private.retention_settings set months = 24 where name = 'contact_messages'`);
  });

  test('under npm start the notifier runs it as it starts', async () => {
    await messageFrom(database!, 'Three years old', '36 months');
    await database!.close();
    database = undefined;

    const backend = await startLocalSupabase({ dataDir, port: 0, quiet: true });
    const notifier = startEnquiryNotifier({
      supabaseUrl: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      // No mail catcher in this test: sends fail and stay queued, which is not what is tested here.
      send: () => Promise.reject(new Error('no mail catcher in this test')),
      routing: testRouting,
      from: 'test@test.example',
      log: () => undefined,
    });
    try {
      await expect
        .poll(async () => (await readRows<{ name: string }>(backend, 'contact_messages')).map((row) => row.name), {
          timeout: 5_000,
        })
        .toEqual(['Recent']);
    } finally {
      await notifier.stop();
      await backend.stop();
    }
  });
});
