import { postgrestErrors } from './errors.ts';

/** Media types PostgREST reads as JSON; a missing Content-Type is read as JSON too. */
const JSON_MEDIA_TYPES = new Set(['application/json', 'application/vnd.pgrst.object+json']);

export function assertJsonContentType(contentType: string | undefined): void {
  if (contentType === undefined) return;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_MEDIA_TYPES.has(mediaType)) throw postgrestErrors.unsupportedContentType(contentType);
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Far deeper than any form's row (depth 1): a body nested deeper is refused before any SQL
 *  runs, where PostgreSQL would answer its stack-depth error. */
export const MAX_JSON_DEPTH = 32;

function parseJson(body: Buffer): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw postgrestErrors.invalidBody();
  }
  if (depthOf(parsed) > MAX_JSON_DEPTH)
    throw postgrestErrors.invalidBody(`The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  return parsed;
}

/** Nesting depth without recursion, so a hostile body cannot exhaust the stack here either. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** A POST body: one object or an array of objects that all name the same keys, as PostgREST requires. */
export function parseRows(body: Buffer): { rows: JsonObject[]; keys: string[] } {
  const parsed = parseJson(body);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isObject)) throw postgrestErrors.invalidBody('The body must be a JSON object or an array of objects');
  const keys = Object.keys(rows[0] ?? {});
  const sameKeys = (row: JsonObject) => Object.keys(row).length === keys.length && keys.every((key) => key in row);
  if (!rows.every(sameKeys)) throw postgrestErrors.invalidBody('All object keys must match');
  return { rows, keys };
}

/** A PATCH body: one object. */
export function parseObject(body: Buffer): JsonObject {
  const parsed = parseJson(body);
  if (!isObject(parsed)) throw postgrestErrors.invalidBody('The body must be a JSON object');
  return parsed;
}
