import type { PGlite } from '@electric-sql/pglite';

/** Table name -> its column names, for the exposed schema. Like PostgREST's schema cache, it
 *  lists every table whatever the requesting role may do with it: privileges are PostgreSQL's call. */
export type SchemaCache = ReadonlyMap<string, ReadonlySet<string>>;

/** Loaded once after the migrations, as PostgREST loads its cache at start-up. */
export async function loadSchemaCache(db: PGlite, schema = 'public'): Promise<SchemaCache> {
  const result = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of result.rows) {
    const columns = tables.get(table_name) ?? new Set<string>();
    columns.add(column_name);
    tables.set(table_name, columns);
  }
  return tables;
}
