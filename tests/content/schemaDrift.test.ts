import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJsonSchemas } from '../../scripts/tools/generateSchemas.ts';
import { collections, singletons } from '../../src/content/collections/registry.ts';

const schemaDir = join(import.meta.dirname, '..', '..', 'schema');
const dataDir = join(import.meta.dirname, '..', '..', 'data');

// Each file's content is checked with everything else generated, in tests/build/generated.test.ts.
describe('schema/ (generated from the zod schemas by `npm run generate`)', () => {
  it('holds exactly the generated files (delete one whose collection is gone)', () => {
    expect(readdirSync(schemaDir).sort()).toEqual([...renderJsonSchemas().keys()].sort());
  });

  it('every data file names its schema with "$schema"', () => {
    for (const [name, { folder }] of Object.entries(collections))
      for (const file of readdirSync(join(dataDir, folder)).filter((f) => f.endsWith('.json'))) {
        const json = JSON.parse(readFileSync(join(dataDir, folder, file), 'utf8')) as { $schema?: string };
        expect(json.$schema, `${folder}/${file}`).toBe(`../../schema/${name}.schema.json`);
      }
    for (const [name, { file }] of Object.entries(singletons)) {
      const json = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as { $schema?: string };
      // Relative to the file: data/site.json points to ../schema/, data/rates/mortgage.json to ../../schema/.
      const up = '../'.repeat(file.split('/').length);
      expect(json.$schema, file).toBe(`${up}schema/${name}.schema.json`);
    }
  });
});
