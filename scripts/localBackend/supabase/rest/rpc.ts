import type { Transaction } from '@electric-sql/pglite';
import { ApiError } from './errors.ts';
import { quoteIdentifier, type Statement } from './statements.ts';

/** What PostgREST needs to know of a function to call it and shape its answer. */
interface FunctionShape {
  returnsSet: boolean;
  returnsVoid: boolean;
  argumentNames: string[];
}

export const RPC_PREFIX = 'rpc/';

const unknownFunction = (name: string) =>
  new ApiError(404, {
    code: 'PGRST202',
    message: `Could not find the function public.${name} in the schema cache`,
    details: null,
    hint: null,
  });

/** Looks the function up as PostgREST's schema cache would: by name in the exposed schema. */
async function functionShape(tx: Transaction, name: string): Promise<FunctionShape> {
  const { rows } = await tx.query<{
    proretset: boolean;
    returns_void: boolean;
    proargnames: string[] | null;
    proargmodes: string[] | null;
  }>(
    `select p.proretset, p.prorettype = 'void'::regtype as returns_void, p.proargnames, p.proargmodes
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  // Overloads are not needed by this site; PostgREST would pick one by the arguments' names.
  if (rows.length !== 1) throw unknownFunction(name);
  const [row] = rows as [(typeof rows)[number]];
  // Output columns (mode 'o' or 't') are not arguments.
  const argumentNames = (row.proargnames ?? []).filter(
    (_, index) => !row.proargmodes || ['i', 'b', 'v'].includes(row.proargmodes[index] ?? 'i'),
  );
  return { returnsSet: row.proretset, returnsVoid: row.returns_void, argumentNames };
}

export interface RpcResult {
  status: 200 | 204;
  body?: string;
}

/**
 * POST /rest/v1/rpc/<name> with the arguments by name in a JSON object, as PostgREST calls
 * functions. Each value is bound as text and PostgreSQL converts it to the argument's type.
 */
export async function callFunction(tx: Transaction, name: string, args: Record<string, unknown>): Promise<RpcResult> {
  const shape = await functionShape(tx, name);
  const unknown = Object.keys(args).find((key) => !shape.argumentNames.includes(key));
  if (unknown !== undefined) throw unknownFunction(`${name}(${unknown})`);
  // Objects and arrays as their JSON text (a json argument), anything else as PostgREST's text form.
  const params = Object.values(args).map((value) =>
    value === null
      ? null
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean),
  );
  const call = `public.${quoteIdentifier(name)}(${Object.keys(args)
    .map((key, index) => `${quoteIdentifier(key)} => $${index + 1}`)
    .join(', ')})`;
  const statement: Statement = shape.returnsSet
    ? { text: `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`, params }
    : { text: `select to_json(${call})::text as body`, params };
  const { rows } = await tx.query<{ body: string | null }>(statement.text, statement.params);
  if (shape.returnsVoid) return { status: 204 };
  return { status: 200, body: rows[0]?.body ?? 'null' };
}
