import { postgrestErrors } from './errors.ts';

/** The subset of PostgREST's URL grammar this server understands: enough for simple reads and filters. */
type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is';

export interface Filter {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  value: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ReadQuery {
  /** Column names, or undefined for `*`. */
  columns?: string[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const OPERATORS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
/** Parameters that are not filters (PostgREST's reserved names). */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const query: ReadQuery = { filters: [], order: [] };
  for (const [key, value] of params) {
    if (!RESERVED.has(key)) query.filters.push(parseFilter(key, value));
  }
  const columns = parseSelect(params);
  if (columns) query.columns = columns;
  const order = params.get('order');
  if (order !== null) query.order = order.split(',').map(parseOrderTerm);
  const limit = params.get('limit');
  if (limit !== null) query.limit = parseCount(limit, 'limit');
  const offset = params.get('offset');
  if (offset !== null) query.offset = parseCount(offset, 'offset');
  return query;
}

/** `select=a,b` -> the column names; absent or `*` -> undefined (every column). */
export function parseSelect(params: URLSearchParams): string[] | undefined {
  const select = params.get('select');
  return select === null || select.trim() === '*' ? undefined : parseColumnList(select, 'select');
}

function parseFilter(column: string, expression: string): Filter {
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? '' : rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!OPERATORS.has(operator))
    throw postgrestErrors.invalidQueryParameter(`unknown or unsupported filter "${expression}" on column "${column}"`);
  if (operator === 'is' && !IS_VALUES.has(value))
    throw postgrestErrors.invalidQueryParameter(`"is" takes null, not_null, true, false or unknown, not "${value}"`);
  return { column, operator: operator as FilterOperator, negated, value };
}

function parseOrderTerm(term: string): OrderTerm {
  const [column = '', ...modifiers] = term.split('.');
  const ordered: OrderTerm = { column: column.trim(), descending: false };
  for (const modifier of modifiers) {
    if (modifier === 'asc' || modifier === 'desc') ordered.descending = modifier === 'desc';
    else if (modifier === 'nullsfirst' || modifier === 'nullslast')
      ordered.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
    else throw postgrestErrors.invalidQueryParameter(`unknown order modifier "${modifier}"`);
  }
  if (!ordered.column) throw postgrestErrors.invalidQueryParameter(`empty column in order "${term}"`);
  return ordered;
}

function parseColumnList(list: string, parameter: string): string[] {
  const columns = list.split(',').map((column) => column.trim());
  if (columns.some((column) => column === '' || /[()!:]/.test(column))) {
    throw postgrestErrors.invalidQueryParameter(`${parameter}=${list}: only plain column names are supported here`);
  }
  return columns;
}

function parseCount(text: string, parameter: string): number {
  if (!/^\d{1,9}$/.test(text))
    throw postgrestErrors.invalidQueryParameter(`${parameter} must be a non-negative integer, not "${text}"`);
  return Number(text);
}
