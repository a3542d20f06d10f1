import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock.ts';
import { applyMigrations, type MigrationReport } from './migrations.ts';

// Paths rather than URL objects: under a DOM test environment the global URL is not Node's.
const SUPABASE_ROLES_SQL = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'supabase-roles.sql'), 'utf8');

/** PGlite's own data lives in a sub-directory, so the lock file sits beside it, never inside PGDATA. */
const PGDATA_SUBDIR = 'pgdata';

export interface LocalDatabase {
  /** Connected as the superuser `postgres`; the HTTP layer switches to `authenticator`. */
  db: PGlite;
  migrations: MigrationReport;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the local database: Supabase's roles and default privileges first,
 * then every migration in supabase/migrations/ not applied yet. `memory://` needs no lock.
 */
export async function openLocalDatabase(dataDir: string): Promise<LocalDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DataDirLock | undefined = inMemory ? undefined : acquireDataDirLock(dataDir);
  let db: PGlite | undefined;
  let migrations: MigrationReport;
  try {
    db = await PGlite.create(inMemory ? dataDir : join(dataDir, PGDATA_SUBDIR));
    await db.exec(SUPABASE_ROLES_SQL);
    migrations = await applyMigrations(db);
  } catch (error) {
    await db?.close();
    lock?.release();
    throw error;
  }
  const opened = db;
  return {
    db: opened,
    migrations,
    async close() {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    },
  };
}
