import type { IncomingHttpHeaders } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { RequestIdentity } from '../requestAuth.ts';
import { ApiError, fromDatabaseError, internalError, isDatabaseError, postgrestErrors } from './errors.ts';
import { parseReadQuery, parseSelect } from './queryString.ts';
import { assertJsonContentType, parseObject, parseRows } from './requestBody.ts';
import { callFunction, RPC_PREFIX } from './rpc.ts';
import type { SchemaCache } from './schemaCache.ts';
import {
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type JsonRows,
  type Returning,
  type Statement,
} from './statements.ts';

export interface RestRequest {
  method: string;
  /** The table name: what follows /rest/v1/. */
  table: string;
  searchParams: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The socket's remote address: what a gateway appends to X-Forwarded-For. */
  socketAddress?: string;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

interface RestHandlerOptions {
  /** Connected as `authenticator`, so SET ROLE can reach the API roles and nothing else. */
  db: PGlite;
  schemaCache: SchemaCache;
  authenticate(headers: IncomingHttpHeaders): Promise<RequestIdentity>;
  /** Socket addresses whose X-Forwarded-For is passed on as sent (a proxy in front of this server,
   *  which appended its client's address itself); from any other socket, its address is appended. */
  trustedProxies?: readonly string[];
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
const EXPOSED_SCHEMA = 'public';

/**
 * Answers /rest/v1/<table> as PostgREST does, for plain reads, inserts, updates and deletes.
 * Every statement runs as the role of the request's JWT; what that role may do is decided by
 * PostgreSQL's grants and row level security, never here.
 */
export function createRestHandler({ db, schemaCache, authenticate, trustedProxies = [] }: RestHandlerOptions) {
  function inTransactionAs<T>(
    identity: RequestIdentity,
    request: RestRequest,
    work: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    // One transaction per request: SET LOCAL ends with it, and an error cannot leak into the next
    // request. PGlite is one connection and runs transactions one at a time, so requests queue here.
    // The role and the request's settings in one statement, as PostgREST sets them:
    // set_config('role', ..., true) is SET LOCAL ROLE, with the same membership check.
    return db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)`,
        [identity.role, JSON.stringify(identity.claims), JSON.stringify(requestHeaders(request, trustedProxies))],
      );
      return work(tx);
    });
  }

  function runAs(identity: RequestIdentity, request: RestRequest, statement: Statement): Promise<JsonRows | undefined> {
    return inTransactionAs(
      identity,
      request,
      async (tx) => (await tx.query<JsonRows>(statement.text, statement.params)).rows[0],
    );
  }

  async function rpc(request: RestRequest, identity: RequestIdentity): Promise<RestResponse> {
    if (request.method !== 'POST') throw postgrestErrors.unsupportedMethod(request.method);
    assertSchema(request.headers['content-profile']);
    assertJsonContentType(request.headers['content-type']);
    const args = request.body.length > 0 ? parseObject(request.body) : {};
    const result = await inTransactionAs(identity, request, (tx) =>
      callFunction(tx, request.table.slice(RPC_PREFIX.length), args),
    );
    return result.status === 204
      ? { status: 204, headers: {} }
      : { status: 200, headers: JSON_HEADERS, body: result.body };
  }

  // Like PostgREST, names are checked against the schema cache before any SQL runs: an unknown
  // table is 404 PGRST205, an unknown column in a body 400 PGRST204.
  function assertKnownTable(table: string): void {
    if (!schemaCache.has(table)) throw postgrestErrors.unknownTable(table);
  }

  function assertKnownColumns(table: string, keys: string[]): void {
    const columns = schemaCache.get(table) ?? new Set<string>();
    const unknown = keys.find((key) => !columns.has(key));
    if (unknown !== undefined) throw postgrestErrors.unknownColumn(unknown, table);
  }

  async function write(request: RestRequest, identity: RequestIdentity): Promise<RestResponse> {
    const { method, table, searchParams, headers, body } = request;
    assertSchema(headers['content-profile']);
    const returning = returningFrom(headers.prefer, searchParams);
    let statement: Statement;
    if (method === 'POST') {
      assertJsonContentType(headers['content-type']);
      const { rows, keys } = parseRows(body);
      assertKnownColumns(table, keys);
      statement = insertStatement(table, keys, rows, returning);
    } else if (method === 'PATCH') {
      assertJsonContentType(headers['content-type']);
      const row = parseObject(body);
      const keys = Object.keys(row);
      assertKnownColumns(table, keys);
      statement = updateStatement(table, keys, row, parseReadQuery(searchParams).filters, returning);
    } else {
      statement = deleteStatement(table, parseReadQuery(searchParams).filters, returning);
    }
    const result = await runAs(identity, request, statement);
    if (returning) return { status: method === 'POST' ? 201 : 200, headers: JSON_HEADERS, body: result?.body ?? '[]' };
    return { status: method === 'POST' ? 201 : 204, headers: {} };
  }

  async function read(request: RestRequest, identity: RequestIdentity): Promise<RestResponse> {
    assertSchema(request.headers['accept-profile']);
    const result = await runAs(identity, request, selectStatement(request.table, parseReadQuery(request.searchParams)));
    const count = result?.row_count ?? 0;
    return {
      status: 200,
      headers: { ...JSON_HEADERS, 'Content-Range': count > 0 ? `0-${count - 1}/*` : '*/*' },
      body: result?.body ?? '[]',
    };
  }

  return async function handle(request: RestRequest): Promise<RestResponse> {
    let identity: RequestIdentity | undefined;
    try {
      identity = await authenticate(request.headers);
      if (request.table.startsWith(RPC_PREFIX)) return await rpc(request, identity);
      assertKnownTable(request.table);
      switch (request.method) {
        case 'GET':
          return await read(request, identity);
        case 'POST':
        case 'PATCH':
        case 'DELETE':
          return await write(request, identity);
        default:
          throw postgrestErrors.unsupportedMethod(request.method);
      }
    } catch (error) {
      return errorResponse(error, identity?.role ?? 'anon');
    }
  };
}

/**
 * The headers as PostgREST hands them to SQL (request.headers: lower-case names, one string each).
 * Supabase's gateway appends the address that connected to it to X-Forwarded-For (what the client
 * sent stays to its left), and the database counts that last hop (private.client_address()). This
 * server is the gateway here, so it appends the socket's address the same way: whatever a client
 * writes in the header, the last hop is where the request really came from.
 */
function requestHeaders(
  { headers, socketAddress }: RestRequest,
  trustedProxies: readonly string[],
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const forwarded = flat['x-forwarded-for'];
  const fromProxy = forwarded !== undefined && socketAddress !== undefined && trustedProxies.includes(socketAddress);
  if (!fromProxy && socketAddress)
    flat['x-forwarded-for'] = forwarded === undefined ? socketAddress : `${forwarded}, ${socketAddress}`;
  return flat;
}

function assertSchema(profile: string | string[] | undefined): void {
  const schema = Array.isArray(profile) ? profile[0] : profile;
  if (schema !== undefined && schema !== EXPOSED_SCHEMA) throw postgrestErrors.unacceptableSchema(schema);
}

/** `Prefer: return=representation` sends the written rows back, limited to `select=` columns. */
function returningFrom(prefer: string | string[] | undefined, searchParams: URLSearchParams): Returning {
  const preferences = [prefer ?? []]
    .flat()
    .flatMap((header) => header.split(',').map((preference) => preference.trim()));
  if (!preferences.includes('return=representation')) return undefined;
  return { columns: parseSelect(searchParams) };
}

export function errorResponse(error: unknown, role: string): RestResponse {
  const apiError =
    error instanceof ApiError ? error : isDatabaseError(error) ? fromDatabaseError(error, role) : internalError(error);
  return {
    status: apiError.status,
    headers: { ...JSON_HEADERS, ...apiError.headers },
    body: JSON.stringify(apiError.body),
  };
}
