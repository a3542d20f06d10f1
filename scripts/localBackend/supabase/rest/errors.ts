import { messages } from '@electric-sql/pglite';

type DatabaseError = messages.DatabaseError;

/** The body PostgREST sends with every error. */
export interface PostgrestErrorBody {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered to the client as it is: the HTTP status, PostgREST's body, extra headers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

function apiError(
  status: number,
  code: string | null,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new ApiError(status, { code, message, details, hint });
}

/** PostgREST's own errors (https://docs.postgrest.org/en/stable/references/errors.html), as far as this server needs them. */
export const postgrestErrors = {
  invalidQueryParameter: (details: string) => apiError(400, 'PGRST100', 'Failed to parse query parameters', details),
  invalidBody: (details: string | null = null) => apiError(400, 'PGRST102', 'Empty or invalid json', details),
  unacceptableSchema: (schema: string) =>
    apiError(406, 'PGRST106', 'Invalid schema: ' + schema, null, 'Only the following schemas are exposed: public'),
  unsupportedContentType: (contentType: string) =>
    apiError(415, 'PGRST107', `Content-Type not acceptable: ${contentType}`),
  unsupportedMethod: (method: string) => apiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  unknownColumn: (column: string, table: string) =>
    apiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  unknownTable: (table: string) =>
    apiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`),
  jwt: (message: string) =>
    new ApiError(
      401,
      { code: 'PGRST301', message, details: null, hint: null },
      // A quoted-string cannot hold a bare double quote.
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replaceAll('"', "'")}"` },
    ),
  // Not PostgREST's: Supabase's API gateway answers these before PostgREST sees the request.
  missingApiKey: () =>
    new ApiError(
      401,
      {
        code: 'PGRST301',
        message: 'No API key found in request',
        details: null,
        hint: 'No `apikey` request header or url param was found.',
      },
      { 'WWW-Authenticate': 'Bearer' },
    ),
  bodyTooLarge: (limitBytes: number) =>
    apiError(413, null, 'Request size limit exceeded', `The request body is larger than ${limitBytes} bytes.`),
  noRoute: () => apiError(404, null, 'no Route matched with those values'),
};

/** An error PostgreSQL raised (it carries a SQLSTATE), as opposed to a failure of this server. */
export function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof messages.DatabaseError;
}

/** PostgREST's SQLSTATE -> HTTP status mapping (src/PostgREST/Error.hs, pgErrorStatus). */
function statusForSqlState(sqlState: string, role: string): number {
  // PTnnn: a status chosen by the SQL that raised it (the limits' PT429).
  const chosen = /^PT([1-5]\d\d)$/.exec(sqlState)?.[1];
  if (chosen) return Number(chosen);
  if (sqlState === '42501') return role === 'anon' ? 401 : 403;
  if (sqlState === '23503' || sqlState === '23505' || sqlState === '40001') return 409;
  if (sqlState === '42P01' || sqlState === '42883') return 404;
  if (sqlState === '25006') return 405;
  if (sqlState.startsWith('08') || sqlState.startsWith('53')) return 503;
  if (sqlState.startsWith('XX') || sqlState === '57014' || sqlState === '42P17') return 500;
  return 400;
}

/**
 * SQLSTATE classes a caller causes and may be told about: bad data (21, 22), a broken constraint
 * (23), a read-only transaction (25), keys and privileges (28, 42), a conflict (40), a refusal
 * raised on purpose (P0, PTnnn). Anything else (connection, resources, program limits, internal
 * errors) is the server's business: its text and code stay in the server's log.
 */
const CALLER_CLASSES = new Set(['21', '22', '23', '25', '28', '40', '42', 'P0', 'PT']);

const INTERNAL_ERROR_MESSAGE = 'The server could not answer this request';

/** Turns a PostgreSQL error raised while serving `role` into the answer PostgREST would give. */
export function fromDatabaseError(error: DatabaseError, role: string): ApiError {
  const sqlState = error.code ?? 'XX000';
  const status = statusForSqlState(sqlState, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  if (!CALLER_CLASSES.has(sqlState.slice(0, 2))) {
    console.error(`[localSupabase] PostgreSQL ${sqlState}: ${error.message}`);
    return new ApiError(status, { code: null, message: INTERNAL_ERROR_MESSAGE, details: null, hint: null }, headers);
  }
  return new ApiError(
    status,
    { code: sqlState, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
    headers,
  );
}

/** Any other failure of this server: a 500 that says nothing of its cause, which goes to the log. */
export function internalError(error: unknown): ApiError {
  console.error('[localSupabase]', error);
  return new ApiError(500, { code: null, message: INTERNAL_ERROR_MESSAGE, details: null, hint: null });
}
