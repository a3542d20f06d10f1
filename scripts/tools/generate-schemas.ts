/**
 * Writes schema/<name>.schema.json from the zod schemas, so editors can autocomplete data files
 * and ajv-cli can validate them in CI. `--check` compares instead of writing (a stale schema/ fails).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type CollectionName, type SingletonName, collections, schemaFileName, singletons } from '../../src/content/collections.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'schema');

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

function main() {
  const check = process.argv.includes('--check');
  mkdirSync(outDir, { recursive: true });
  const stale: string[] = [];
  for (const [file, text] of renderJsonSchemas()) {
    const path = join(outDir, file);
    if (check) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        // Not written yet: it counts as stale.
      }
      if (current !== text) stale.push(file);
    } else {
      writeFileSync(path, text);
      console.log(`wrote schema/${file}`);
    }
  }
  if (stale.length) {
    console.error(`schema/ is out of date with the zod schemas: ${stale.join(', ')}\nRun: npm run schema`);
    process.exit(1);
  }
}

if (process.argv[1] === import.meta.filename) main();
