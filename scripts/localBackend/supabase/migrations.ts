import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');
/** The Supabase CLI's naming: <14-digit timestamp>_<name>.sql. */
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

interface Migration {
  version: string;
  name: string;
  sql: string;
}

function readMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .sort()
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) return [];
      const [, version = '', name = ''] = match;
      return [{ version, name, sql: readFileSync(join(MIGRATIONS_DIR, file), 'utf8') }];
    });
}

export interface MigrationReport {
  applied: Migration[];
  /** Applied earlier, but the file has been edited since: the database does not match it. */
  edited: Migration[];
}

/** Applies, in order and each in its own transaction, the migrations this database has not seen. */
export async function applyMigrations(db: PGlite): Promise<MigrationReport> {
  const recorded = await db.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations',
  );
  const appliedSql = new Map(recorded.rows.map((row) => [row.version, row.statements?.join('') ?? '']));
  const migrations = readMigrations();
  const edited = migrations.filter(
    (migration) => appliedSql.has(migration.version) && appliedSql.get(migration.version) !== migration.sql,
  );
  const pending = migrations.filter((migration) => !appliedSql.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [migration.sql]],
      );
    });
  }
  return { applied: pending, edited };
}
