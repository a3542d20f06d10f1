import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { CLAIMS, INSERTS, type ContactMessageInsert, type EnquiryRow } from '../../supabase/functions/_shared/rows.ts';

/** supabase/functions/_shared/rows.ts is the one definition of each row the forms write and the
 *  senders read: this reads the migrated schema and refuses any difference from it. */
let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase('memory://');
});
afterAll(() => database?.close());

const SQL_NAMES: Record<string, string> = { 'timestamp with time zone': 'timestamptz' };
const spec = (type: string, nullable: boolean) => `${SQL_NAMES[type] ?? type}${nullable ? '?' : ''}`;

/** Each table's columns anon may insert, as `column: type` with `?` when nullable. */
async function insertableColumns(): Promise<Record<string, Record<string, string>>> {
  const { rows } = await database.db.query<{
    table_name: string;
    column_name: string;
    type: string;
    nullable: boolean;
  }>(
    `select p.table_name, p.column_name, format_type(a.atttypid, null) as type, not a.attnotnull as nullable
       from information_schema.column_privileges p
       join pg_attribute a on a.attrelid = format('%I.%I', p.table_schema, p.table_name)::regclass
                          and a.attname = p.column_name
      where p.grantee = 'anon' and p.privilege_type = 'INSERT' and p.table_schema = 'public'
      order by 1, 2`,
  );
  const tables: Record<string, Record<string, string>> = {};
  for (const row of rows) (tables[row.table_name] ??= {})[row.column_name] = spec(row.type, row.nullable);
  return tables;
}

/** Each claim function's result columns with their types (a function's result says nothing of nulls). */
async function claimColumns(): Promise<Record<string, Record<string, string>>> {
  const { rows } = await database.db.query<{ name: string; columns: string[]; types: string[] }>(
    `select p.proname as name,
            array(select p.proargnames[i] from generate_subscripts(p.proargmodes, 1) i where p.proargmodes[i] = 't' order by i) as columns,
            array(select format_type(p.proallargtypes[i], null) from generate_subscripts(p.proargmodes, 1) i
                   where p.proargmodes[i] = 't' order by i) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname like 'claim\\_%'
      order by 1`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      Object.fromEntries(row.columns.map((column, i) => [column, spec(row.types[i]!, false)])),
    ]),
  );
}

const sorted = (tables: Record<string, Record<string, string>>, nulls: boolean) =>
  Object.fromEntries(
    Object.entries(tables)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([table, columns]) => [
        table,
        Object.entries(columns)
          .map(([column, type]) => `${column}: ${nulls ? type : type.replace(/\?$/, '')}`)
          .sort(),
      ]),
  );

describe('rows.ts against the migrated schema', () => {
  test('every table anon may insert into, and each of its columns, type and nullability, is listed once', async () => {
    expect(sorted(INSERTS, true)).toEqual(sorted(await insertableColumns(), true));
  });

  test("every claim function's result columns and their types are listed once, in no other order", async () => {
    expect(sorted(CLAIMS, false)).toEqual(sorted(await claimColumns(), false));
  });

  test('a column added in SQL (and granted to anon) is a difference the first test reports', async () => {
    await database.db.exec('begin');
    try {
      await database.db.exec(
        `alter table public.contact_messages add column referrer text;
         grant insert (referrer) on table public.contact_messages to anon;`,
      );
      const schema = await insertableColumns();
      expect(schema.contact_messages).toMatchObject({ referrer: 'text?' });
      expect(sorted(INSERTS, true)).not.toEqual(sorted(schema, true));
    } finally {
      await database.db.exec('rollback');
    }
    expect((await insertableColumns()).contact_messages).not.toHaveProperty('referrer');
  });

  test('a row missing one of its columns does not compile, whether written or read', () => {
    // @ts-expect-error: website is missing; a nullable column left empty is null, never absent.
    const written: ContactMessageInsert = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      interest: null,
      message: null,
      about_path: null,
      showing_days: null,
      showing_time: null,
    };
    // @ts-expect-error: showing_time is missing.
    const read: EnquiryRow = { message_id: 1, attempts: 0, created_at: '', name: 'Ada', email: 'a@b.c' };
    expect([written.name, read.name]).toEqual(['Ada', 'Ada']);
  });
});
