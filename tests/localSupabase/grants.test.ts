import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from '../../scripts/localBackend/supabase/database.ts';

/** Reads back, as the superuser, what the bootstrap (Supabase's roles and default privileges)
 *  and the migrations (REVOKE ALL, then GRANT exactly) leave behind. */
let database: LocalDatabase;
beforeAll(async () => {
  database = await openLocalDatabase('memory://');
});
afterAll(() => database?.close());

const rows = async <Row>(sql: string, params: unknown[] = []) => (await database.db.query<Row>(sql, params)).rows;

describe('after bootstrap and migrations', () => {
  test('the API roles exist as on Supabase: authenticator can become each, service_role bypasses RLS', async () => {
    expect(
      await rows(
        `select r.rolname, r.rolcanlogin, r.rolbypassrls, pg_has_role('authenticator', r.oid, 'set') as authenticator_can_set
           from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role') order by 1`,
      ),
    ).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false, authenticator_can_set: true },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false, authenticator_can_set: true },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true, authenticator_can_set: true },
    ]);
  });

  test("Supabase's default privileges hand new objects in public to the API roles", async () => {
    const defaults = await rows<{ objtype: string; grantees: string[] }>(
      `select d.defaclobjtype as objtype, array_agg(distinct a.grantee::regrole::text order by a.grantee::regrole::text) as grantees
         from pg_default_acl d
         join pg_namespace n on n.oid = d.defaclnamespace and n.nspname = 'public'
         cross join lateral aclexplode(d.defaclacl) a
        where a.grantee <> 0
        group by 1 order by 1`,
    );
    // r = tables, S = sequences, f = functions
    expect(defaults).toEqual(
      ['S', 'f', 'r'].map((objtype) => ({
        objtype,
        grantees: expect.arrayContaining(['anon', 'authenticated', 'service_role']),
      })),
    );
  });

  test('so a table created without REVOKE would be wide open to anon: the reason the migrations revoke', async () => {
    await database.db.exec('create table public.scratch_open (id int)');
    const [privileges] = await rows<Record<string, boolean>>(
      `select has_table_privilege('anon', 'public.scratch_open', 'select') as select,
              has_table_privilege('anon', 'public.scratch_open', 'delete') as delete`,
    );
    expect(privileges).toEqual({ select: true, delete: true });
    await database.db.exec('drop table public.scratch_open');
  });

  test('role_table_grants: anon and authenticated hold no table-wide privilege, service_role may SELECT only', async () => {
    const grants = await rows(
      `select grantee, table_name, privilege_type
         from information_schema.role_table_grants
        where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
        order by 1, 2, 3`,
    );
    expect(grants).toEqual([
      { grantee: 'service_role', table_name: 'contact_messages', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'listing_alert_consent_events', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'listing_alerts', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'newsletter_consent_events', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'newsletter_consent_statements', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'newsletter_signups', privilege_type: 'SELECT' },
      { grantee: 'service_role', table_name: 'valuation_requests', privilege_type: 'SELECT' },
    ]);
  });

  test.each([
    'newsletter_signups',
    'contact_messages',
    'newsletter_consent_statements',
    'newsletter_consent_events',
    'valuation_requests',
    'listing_alerts',
    'listing_alert_consent_events',
  ])('has_table_privilege on %s: anon holds nothing table-wide', async (table) => {
    const privileges = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
    const [granted] = await rows<Record<string, boolean>>(
      `select ${privileges.map((privilege) => `has_table_privilege('anon', 'public.${table}', '${privilege}') as "${privilege}"`).join(', ')}`,
    );
    expect(granted).toEqual(Object.fromEntries(privileges.map((privilege) => [privilege, false])));
  });

  test('column grants: anon may insert exactly the columns a visitor fills, nothing the server sets', async () => {
    const grants = await rows<{ table_name: string; columns: string[] }>(
      `select table_name, array_agg(column_name::text order by column_name) as columns
         from information_schema.role_column_grants
        where table_schema = 'public' and grantee = 'anon'
        group by 1 order by 1`,
    );
    expect(grants).toEqual([
      {
        table_name: 'contact_messages',
        columns: [
          'about_path',
          'email',
          'interest',
          'message',
          'name',
          'phone',
          'showing_days',
          'showing_time',
          'website',
        ],
      },
      {
        table_name: 'listing_alerts',
        columns: [
          'area',
          'bedrooms',
          'consent_statement',
          'email',
          'max_price',
          'min_price',
          'offer',
          'source_path',
          'website',
        ],
      },
      { table_name: 'newsletter_signups', columns: ['consent_statement', 'email', 'source_path', 'website'] },
      {
        table_name: 'valuation_requests',
        columns: [
          'bathrooms',
          'bedrooms',
          'email',
          'name',
          'notes',
          'phone',
          'postal_code',
          'property_type',
          'square_feet',
          'street',
          'timeline',
          'website',
        ],
      },
    ]);
  });

  test('no API role can touch the identity sequences', async () => {
    const [usage] = await rows<Record<string, boolean>>(
      `select bool_or(has_sequence_privilege(r, s, p)) as any_privilege
         from unnest(array['anon', 'authenticated', 'service_role']) r,
              unnest(array['public.newsletter_signups_id_seq', 'public.contact_messages_id_seq', 'public.newsletter_consent_statements_id_seq', 'public.valuation_requests_id_seq', 'public.listing_alerts_id_seq', 'public.listing_alert_consent_events_id_seq']) s,
              unnest(array['USAGE', 'SELECT', 'UPDATE']) p`,
    );
    expect(usage).toEqual({ any_privilege: false });
  });

  test('row level security is on, with one INSERT policy per form table and nothing else', async () => {
    expect(
      await rows(
        `select c.relname, c.relrowsecurity from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`,
      ),
    ).toEqual([
      { relname: 'contact_messages', relrowsecurity: true },
      { relname: 'listing_alert_consent_events', relrowsecurity: true },
      { relname: 'listing_alerts', relrowsecurity: true },
      { relname: 'newsletter_consent_events', relrowsecurity: true },
      { relname: 'newsletter_consent_statements', relrowsecurity: true },
      { relname: 'newsletter_signups', relrowsecurity: true },
      { relname: 'valuation_requests', relrowsecurity: true },
    ]);
    expect(await rows(`select tablename, cmd, roles from pg_policies where schemaname = 'public' order by 1`)).toEqual([
      { tablename: 'contact_messages', cmd: 'INSERT', roles: ['anon', 'authenticated'] },
      { tablename: 'listing_alerts', cmd: 'INSERT', roles: ['anon', 'authenticated'] },
      { tablename: 'newsletter_signups', cmd: 'INSERT', roles: ['anon', 'authenticated'] },
      { tablename: 'valuation_requests', cmd: 'INSERT', roles: ['anon', 'authenticated'] },
    ]);
  });

  test('every migration is recorded where the Supabase CLI records it', async () => {
    const recorded = await rows<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    const files = readdirSync(join(import.meta.dirname, '../../supabase/migrations')).filter((file) =>
      /^\d{14}_.+\.sql$/.test(file),
    );
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(recorded.map((row) => row.version)).toEqual(files.sort().map((file) => file.slice(0, 14)));
  });

  test('visitors reach nothing in private: no table (tokens, outboxes, settings), no function but the checks they run', async () => {
    const tables = await rows<{ relname: string; privilege: boolean }>(
      `select c.relname, bool_or(has_table_privilege(r, c.oid, p)) as privilege
         from pg_class c, unnest(array['anon', 'authenticated']) r, unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p
        where c.relnamespace = 'private'::regnamespace and c.relkind = 'r'
        group by 1 order by 1`,
    );
    expect(tables.map((table) => table.relname)).toEqual(
      expect.arrayContaining([
        'newsletter_unsubscribe_tokens',
        'welcome_emails',
        'retention_settings',
        'newsletter_confirmations',
      ]),
    );
    expect(tables.filter((table) => table.privilege)).toEqual([]);
    const callable = await rows<{ proname: string }>(
      `select distinct p.proname from pg_proc p, unnest(array['anon', 'authenticated']) r
        where p.pronamespace = 'private'::regnamespace and has_function_privilege(r, p.oid, 'EXECUTE') order by 1`,
    );
    // What the visitors' own inserts run as them (CHECK constraints and the statement trigger).
    expect(callable.map((row) => row.proname)).toEqual([
      'enforce_rows_per_request',
      'form_limit',
      'has_visible_text',
      'is_email_address',
      'is_typed_text',
      'refuse',
      'sender_key',
    ]);
  });
});
