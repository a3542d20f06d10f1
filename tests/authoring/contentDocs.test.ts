import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docPath, regenerate, sections, staleSections } from '../../scripts/tools/contentDocs/sections.ts';
import { renderJsonSchemas } from '../../scripts/tools/generateSchemas.ts';
import { collections, schemaFileName, singletons } from '../../src/content/collections/registry.ts';
import { Block } from '../../src/blocks/registry.ts';
import { projectRoot } from './tempSite.ts';

const doc = readFileSync(docPath, 'utf8');
const generated = sections();

describe('docs/CONTENT.md', () => {
  it('has field tables and an example for every collection and singleton, and a table for every block type', () => {
    for (const name of [...Object.keys(collections), ...Object.keys(singletons)]) {
      expect(doc, name).toContain(`<!-- fields:${name}:start -->\n| Field |`);
      expect(doc, name).toContain(`<!-- example:${name}:start -->`);
    }
    for (const option of Block.options) expect(doc).toContain(`### \`${option.shape.type.value}\``);
  });

  it('notices a stale table, a missing section and an example that no longer fits the schema', () => {
    expect(staleSections(doc.replace('| `offer` | text | yes |', '| `offer` | number | yes |'), generated)).toEqual([
      'fields:listings: out of date',
    ]);
    expect(staleSections(doc.replace('<!-- fields:sales:start -->', ''), generated)[0]).toMatch(
      /fields:sales: the markers/,
    );
    const broken = doc.replace(/(<!-- example:sales:start -->[\s\S]*?)"bedrooms": (\d+)/, '$1"bedrooms": "$2"');
    expect(staleSections(broken, generated)).toEqual([
      expect.stringMatching(/^example:sales: example 1 no longer matches the schema/),
    ]);
    // Regenerating repairs a stale table.
    expect(
      staleSections(
        regenerate(doc.replace('| `offer` | text | yes |', '| `offer` | number | yes |'), generated),
        generated,
      ),
    ).toEqual([]);
  });
});

describe('field descriptions (editor hover help and the docs)', () => {
  it('every field of every schema has one', () => {
    const missing: string[] = [];
    const visit = (node: any, path: string, file: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, child] of Object.entries<any>(node.properties ?? {})) {
        if (!child.description) missing.push(`${file} ${path}${key}`);
        visit(child, `${path}${key}.`, file);
      }
      if (node.items) visit(node.items, `${path.replace(/\.$/, '')}[].`, file);
      for (const option of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) visit(option, path, file);
      if (node.additionalProperties && typeof node.additionalProperties === 'object')
        visit(node.additionalProperties, `${path}<key>.`, file);
    };
    for (const [file, text] of renderJsonSchemas()) visit(JSON.parse(text), '', file);
    expect(missing).toEqual([]);
  });
});

describe('.vscode/settings.json', () => {
  const settings = JSON.parse(readFileSync(join(projectRoot, '.vscode', 'settings.json'), 'utf8')) as {
    'json.schemas': { fileMatch: string[]; url: string }[];
  };
  const mapping = new Map(
    settings['json.schemas'].flatMap(({ fileMatch, url }) => fileMatch.map((pattern) => [pattern, url] as const)),
  );

  it('maps every data folder and singleton to its schema, which exists', () => {
    for (const [name, { folder }] of Object.entries(collections))
      expect(mapping.get(`/data/${folder}/*.json`), folder).toBe(`./schema/${schemaFileName(name as never)}`);
    for (const [name, { file }] of Object.entries(singletons))
      expect(mapping.get(`/data/${file}`), file).toBe(`./schema/${schemaFileName(name as never)}`);
    for (const url of mapping.values()) expect(existsSync(join(projectRoot, url)), url).toBe(true);
  });
});
