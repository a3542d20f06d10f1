import type { Filter, OrderTerm, ReadQuery } from './queryString.ts';

/** SQL for one request, built from identifiers (quoted) and values (always bound parameters). */
export interface Statement {
  text: string;
  params: unknown[];
}

/** Which columns to send back (Prefer: return=representation), or none. */
export type Returning = { columns?: string[] } | undefined;

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const SCHEMA = 'public';
const qualified = (table: string) => `${quoteIdentifier(SCHEMA)}.${quoteIdentifier(table)}`;
const columnList = (columns: string[] | undefined) => (columns ? columns.map(quoteIdentifier).join(', ') : '*');

/** Collects bound values and hands out their placeholders ($1, $2, ...). */
class Parameters {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What a statement that returns rows yields: one row with the JSON text and the row count. */
export interface JsonRows {
  body: string;
  row_count: number;
}

/** Rows are aggregated to JSON by PostgreSQL, so values are formatted as PostgREST formats them. */
const asJsonBody = (relation: string) =>
  `select coalesce(json_agg(${relation}), '[]')::text as body, count(*)::int as row_count from ${relation}`;

export function selectStatement(table: string, query: ReadQuery): Statement {
  const params = new Parameters();
  const text =
    `select ${columnList(query.columns)} from ${qualified(table)}` +
    whereClause(query.filters, params) +
    orderClause(query.order) +
    (query.limit !== undefined ? ` limit ${params.bind(query.limit)}` : '') +
    (query.offset !== undefined ? ` offset ${params.bind(query.offset)}` : '');
  return { text: `with _rows as (${text}) ${asJsonBody('_rows')}`, params: params.values };
}

/** PostgREST's own insert: the JSON body expanded to the table's row type by json_populate_recordset,
 *  so PostgreSQL does every type conversion and the omitted columns take their defaults. */
export function insertStatement(table: string, columns: string[], rows: object[], returning: Returning): Statement {
  const params = new Parameters();
  const list = columns.map(quoteIdentifier).join(', ');
  // With no keys ({} or []), PostgreSQL fills every column from its default, one row per object.
  const target = columns.length > 0 ? ` (${list})` : '';
  const text =
    `insert into ${qualified(table)}${target} ` +
    `select ${list} from json_populate_recordset(null::${qualified(table)}, ${params.bind(JSON.stringify(rows))}::json)`;
  return withReturning(text, returning, params);
}

export function updateStatement(
  table: string,
  columns: string[],
  row: object,
  filters: Filter[],
  returning: Returning,
): Statement {
  const params = new Parameters();
  const record = `json_populate_record(null::${qualified(table)}, ${params.bind(JSON.stringify(row))}::json)`;
  const assignments = columns
    .map((column) => `${quoteIdentifier(column)} = (${record}).${quoteIdentifier(column)}`)
    .join(', ');
  const text = `update ${qualified(table)} set ${assignments}` + whereClause(filters, params);
  return withReturning(text, returning, params);
}

export function deleteStatement(table: string, filters: Filter[], returning: Returning): Statement {
  const params = new Parameters();
  return withReturning(`delete from ${qualified(table)}` + whereClause(filters, params), returning, params);
}

function withReturning(text: string, returning: Returning, params: Parameters): Statement {
  if (!returning) return { text, params: params.values };
  return {
    text: `with _written as (${text} returning ${columnList(returning.columns)}) ${asJsonBody('_written')}`,
    params: params.values,
  };
}

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const;
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function whereClause(filters: Filter[], params: Parameters): string {
  if (filters.length === 0) return '';
  return ' where ' + filters.map((filter) => condition(filter, params)).join(' and ');
}

function condition({ column, operator, negated, value }: Filter, params: Parameters): string {
  const test =
    operator === 'is'
      ? `${quoteIdentifier(column)} is ${IS_VALUES[value]}`
      : // PostgREST's like patterns use * for %.
        `${quoteIdentifier(column)} ${COMPARISONS[operator]} ${params.bind(operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value)}`;
  return negated ? `not (${test})` : `(${test})`;
}

function orderClause(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    ({ column, descending, nulls }) =>
      `${quoteIdentifier(column)} ${descending ? 'desc' : 'asc'}${nulls ? ` nulls ${nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}
