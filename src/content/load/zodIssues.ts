import type { z } from 'zod';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), data);

const describe = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
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
type PathKey = string | number;

const toPath = (path: PropertyKey[]): PathKey[] => path.map((k) => (typeof k === 'number' ? k : String(k)));

/** Turns zod's issues into problems an editor can act on: every issue, none dropped. */
export function problemsFromZod(file: string, data: unknown, issues: Issue[]): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = toPath(issue.path);
    const base = { severity: 'error' as const, file };
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ ...base, path: [...path, key], message: `unknown field "${key}": remove it or check its spelling` }));
      case 'invalid_type': {
        const found = valueAt(data, issue.path);
        const expected = typeNames[issue.expected] ?? issue.expected;
        return [{ ...base, path, message: found === undefined ? `missing required field: expected ${expected}` : `expected ${expected}, found ${describe(found)}` }];
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
              message: found === undefined ? `missing ${what}: expected one of ${options.join(', ')}` : `unknown ${what} ${JSON.stringify(found)}: expected one of ${options.join(', ')}`,
              suggestion: typeof found === 'string' ? didYouMean(found, options) : undefined,
            },
          ];
        }
        return [{ ...base, path, message: `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'a different value'}, found ${describe(valueAt(data, issue.path))}` }];
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
      default:
        return [{ ...base, path, message: `${issue.message.replace(/^Invalid input:?\s*/i, '')} (found ${describe(valueAt(data, issue.path))})` }];
    }
  });
}
