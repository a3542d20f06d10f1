/**
 * schema/<name>.schema.json from the zod schemas, so editors can autocomplete data files and
 * ajv-cli can validate them in CI. Written by `npm run generate` (scripts/tools/generate.ts).
 */
import { z } from 'zod';
import {
  type CollectionName,
  type SingletonName,
  collections,
  schemaFileName,
  singletons,
} from '../../src/content/collections/registry.ts';

export function renderJsonSchemas(): Map<string, string> {
  const out = new Map<string, string>();
  const all = { ...collections, ...singletons } as Record<string, { schema: z.ZodType }>;
  for (const [name, { schema }] of Object.entries(all)) {
    // "input" so defaults (e.g. "order") are optional for authors, as they are for zod.
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
    const file = schemaFileName(name as CollectionName | SingletonName);
    out.set(file, JSON.stringify({ ...json, $id: file, title: name }, null, 2) + '\n');
  }
  return out;
}
