import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJsonSchemas } from '../../scripts/tools/generate-schemas.ts';
import { collections, singletons } from '../../src/content/collections.ts';

const schemaDir = join(import.meta.dirname, '..', '..', 'schema');
const dataDir = join(import.meta.dirname, '..', '..', 'data');

describe('schema/ (generated from the zod schemas by `npm run schema`)', () => {
  const expected = renderJsonSchemas();

  it('holds exactly the generated files', () => {
    expect(readdirSync(schemaDir).sort()).toEqual([...expected.keys()].sort());
  });

  for (const [file, text] of expected)
    it(`${file} is up to date (run npm run schema if not)`, () => {
      expect(readFileSync(join(schemaDir, file), 'utf8')).toBe(text);
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
