import type { PGlite } from '@electric-sql/pglite';

/** The tables an erasure deletes from (public.privacy_erase and the cascades it sets off). */
const ERASED_TABLES = [
  'public.newsletter_signups',
  'public.contact_messages',
  'private.newsletter_unsubscribe_tokens',
  'private.welcome_emails',
  'private.enquiry_notifications',
  'public.valuation_requests',
  'private.valuation_notifications',
];

/**
 * After an erasure, removes what PostgreSQL still holds of the deleted rows in .local-db: a
 * DELETE only marks a row dead, and its bytes stay in the table's and indexes' files and in the
 * write-ahead log. Measured with PGlite (0.5, PostgreSQL 18) on a data directory: after DELETE and
 * CHECKPOINT the address was still in the heap file and in pg_wal; after VACUUM it was gone from
 * the heap but not from pg_wal; after pg_switch_wal() and CHECKPOINT with wal_recycle off (the
 * old segment deleted, not renamed for reuse with its contents) it was in no file of the
 * directory. VACUUM FULL rewrites each table and its indexes into new files, so no stale index
 * page keeps a copy either. VACUUM cannot run in a transaction, so each statement is its own
 * call, as the session's owner (the API's connection is `authenticator`, which owns no table).
 */
export async function scrubErasedRows(db: PGlite): Promise<void> {
  // PGlite keeps the session's login user (postgres, a superuser), so it may return to it; RESET
  // SESSION AUTHORIZATION does not there (measured: it stays authenticator).
  await db.exec('set session authorization postgres');
  try {
    await db.exec('set wal_recycle = off');
    await db.exec(`vacuum full ${ERASED_TABLES.join(', ')}`);
    await db.query('select pg_switch_wal()');
    await db.exec('checkpoint');
  } finally {
    await db.exec('reset wal_recycle');
    await db.exec('set session authorization authenticator');
  }
}
