import type { z } from 'zod';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return typeof value === 'number' || typeof value === 'boolean' ? `${typeof value} ${value}` : typeof value;
};

const typeNames: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number (without quotes)',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ ... ]',
  object: 'an object { ... }',
};

type Issue = z.core.$ZodIssue;

/** "$4,500,000", "4 500 000" or "4500000" typed as text: the number it means, or undefined for other text. */
function plainNumber(found: unknown): string | undefined {
  if (typeof found !== 'string') return undefined;
  const digits = found
    .trim()
    .replace(/^\$\s?|\s?\$$/g, '')
    .replace(/(\d)[,\s](?=\d{3}\b)/g, '$1');
  return /^\d+(\.\d+)?$/.test(digits) ? String(Number(digits)) : undefined;
}
type PathKey = string | number;

const toPath = (path: PropertyKey[]): PathKey[] => path.map((k) => (typeof k === 'number' ? k : String(k)));

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  valueType?: unknown;
  getter?: () => unknown;
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The object schemas that can sit at `path` (unions branch), for the names of the fields they know. */
function objectSchemasAt(schema: unknown, path: PathKey[]): Def[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return objectSchemasAt(def.innerType, path);
    case 'pipe':
      return objectSchemasAt(def.in, path);
    case 'lazy':
      return objectSchemasAt(def.getter?.(), path);
    case 'union':
      return (def.options ?? []).flatMap((option) => objectSchemasAt(option, path));
  }
  const [key, ...rest] = path;
  if (key === undefined) return def.type === 'object' ? [def] : [];
  if (def.type === 'object')
    return String(key) in (def.shape ?? {}) ? objectSchemasAt(def.shape![String(key)], rest) : [];
  if (def.type === 'array') return objectSchemasAt(def.element, rest);
  if (def.type === 'record') return objectSchemasAt(def.valueType, rest);
  return [];
}

/** "did you mean" for a misspelt field name, from the fields the schema knows at that place and the file does not have yet. */
function suggestKey(schema: unknown, data: unknown, path: PathKey[], key: string): string | undefined {
  const candidates = objectSchemasAt(schema, path);
  if (!candidates.length) return undefined;
  const written = valueAt(data, path);
  const present = written && typeof written === 'object' ? Object.keys(written) : [];
  // Of several shapes (a union), the one whose "type" or "kind" matches, else the one the written object resembles most.
  const score = (def: Def) =>
    present.reduce((sum, k) => {
      const field = defOf(def.shape?.[k]) as { type?: string; values?: unknown[] } | undefined;
      if (!field) return sum;
      const tagMatches = field.type === 'literal' && field.values?.includes((written as Record<string, unknown>)[k]);
      return sum + (tagMatches ? 1000 : 1);
    }, 0);
  const best = [...candidates].sort((a, b) => score(b) - score(a))[0]!;
  return didYouMean(
    key,
    Object.keys(best.shape ?? {}).filter((k) => !present.includes(k)),
  );
}

/** A length or size limit in plain words: "expected at least 50 characters, found the text "…" (12 characters)". */
function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, found: unknown): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  const bound = small ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'less than';
  const expected =
    issue.origin === 'string'
      ? small && limit === 1
        ? 'some text (it must not be empty)'
        : `${bound} ${limit} characters`
      : issue.origin === 'array'
        ? small && limit === 1
          ? 'at least one item in the list'
          : `${bound} ${limit} items in the list`
        : `a number ${bound} ${limit}`;
  const what =
    typeof found === 'string'
      ? `${describe(found)} (${found.length} characters)`
      : Array.isArray(found)
        ? `a list of ${found.length}`
        : describe(found);
  return `expected ${expected}, found ${what}`;
}

const otherMessage = (issue: Issue, data: unknown) =>
  `${issue.message.replace(/^Invalid input:?\s*/i, '')} (found ${describe(valueAt(data, issue.path))})`;

/**
 * Turns zod's issues into problems an editor can act on: every issue, none dropped. With the
 * schema, an unknown field gets a "did you mean" from the fields the schema knows there.
 */
export function problemsFromZod(file: string, data: unknown, issues: Issue[], schema?: unknown): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = toPath(issue.path);
    const base = { severity: 'error' as const, file };
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({
          ...base,
          path: [...path, key],
          pointAtKey: true,
          message: `unknown field "${key}": remove it or check its spelling`,
          suggestion: schema ? suggestKey(schema, data, path, key) : undefined,
        }));
      case 'invalid_type': {
        const found = valueAt(data, issue.path);
        const expected = typeNames[issue.expected] ?? issue.expected;
        const plain = issue.expected === 'number' || issue.expected === 'int' ? plainNumber(found) : undefined;
        return [
          {
            ...base,
            path,
            message:
              found === undefined
                ? `missing required field: expected ${expected}`
                : `expected ${expected}, found ${describe(found)}`,
            ...(plain ? { suggestion: `write ${plain} (digits only: no quotes, dollar sign, commas or spaces)` } : {}),
          },
        ];
      }
      case 'invalid_union': {
        if ('discriminator' in issue && Array.isArray((issue as { options?: unknown }).options)) {
          const options = (issue as unknown as { options: string[] }).options.map(String);
          const found = valueAt(data, issue.path);
          const what = issue.path.at(-1) === 'type' ? 'block type' : `"${String(issue.path.at(-1))}"`;
          return [
            {
              ...base,
              path,
              message:
                found === undefined
                  ? `missing ${what}: expected one of ${options.join(', ')}`
                  : `unknown ${what} ${JSON.stringify(found)}: expected one of ${options.join(', ')}`,
              suggestion: typeof found === 'string' ? didYouMean(found, options) : undefined,
            },
          ];
        }
        return [
          {
            ...base,
            path,
            message: `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'a different value'}, found ${describe(valueAt(data, issue.path))}`,
          },
        ];
      }
      case 'invalid_value': {
        const found = valueAt(data, issue.path);
        const options = issue.values.map((v) => JSON.stringify(v));
        return [
          {
            ...base,
            path,
            message: `expected ${options.length === 1 ? options[0] : `one of ${options.join(', ')}`}, found ${describe(found)}`,
            suggestion: typeof found === 'string' ? didYouMean(found, issue.values.map(String)) : undefined,
          },
        ];
      }
      case 'too_small':
      case 'too_big': {
        // zod's own wording ("Too small: expected string to have >=1 characters") told plainly; a schema's custom message is kept.
        const message = /^Too (small|big)/.test(issue.message)
          ? sizeMessage(issue, valueAt(data, issue.path))
          : undefined;
        if (message) return [{ ...base, path, message }];
        return [{ ...base, path, message: otherMessage(issue, data) }];
      }
      case 'invalid_format':
        // zod says "Invalid URL"; an editor needs to know what one looks like here.
        if (issue.format === 'url') {
          return [
            {
              ...base,
              path,
              message: `expected a full web address, found ${describe(valueAt(data, issue.path))}`,
              suggestion: 'write it with https:// in front, e.g. "https://www.example.com"',
            },
          ];
        }
        return [{ ...base, path, message: otherMessage(issue, data) }];
      default:
        return [{ ...base, path, message: otherMessage(issue, data) }];
    }
  });
}
