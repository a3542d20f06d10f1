/**
 * The complete examples in docs/CONTENT.md, copied from real files in data/ when the sections are
 * rewritten, and one example block of each type: the first the data writes, or, for blocks only
 * the site itself writes, the example its definition gives.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Block, type BlockType, blockDefinitions, definitionOf } from '../../../src/blocks/registry.ts';
import {
  type CollectionName,
  type SingletonName,
  collectionOf,
  collections,
  singletons,
} from '../../../src/content/collections/registry.ts';
import { jsonSchemaOf, prose, table } from './fieldTable.ts';

export const root = join(import.meta.dirname, '..', '..', '..');

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** The file a section shows: a singleton's own, or the collection's `example` when it still exists, else its folder's first. */
function exampleFile(name: CollectionName | SingletonName): string | undefined {
  if (!(name in collections)) {
    const file = `data/${singletons[name as SingletonName].file}`;
    return existsSync(join(root, file)) ? file : undefined;
  }
  const { folder, example } = collectionOf(name as CollectionName);
  const preferred = `data/${folder}/${example}.json`;
  if (example && existsSync(join(root, preferred))) return preferred;
  const first = jsonFiles(join(root, 'data', folder))[0];
  return first ? `data/${folder}/${first}` : undefined;
}

const fence = (json: string) => `\`\`\`json\n${json.trimEnd()}\n\`\`\``;

export function exampleSection(name: CollectionName | SingletonName): string {
  const file = exampleFile(name);
  if (!file) return '_No example: the folder is empty._';
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.trimEnd().split('\n').length;
  const body = `From [\`${file}\`](../${file}):\n\n${fence(text)}`;
  return lines > 90 ? `<details>\n<summary>${file} (${lines} lines)</summary>\n\n${body}\n\n</details>` : body;
}

/** A block of each type as the data writes it; types only the site itself writes get a made-up one. */
function blockExamples(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const take = (blocks: unknown) => {
    if (Array.isArray(blocks))
      for (const block of blocks as { type?: unknown }[])
        if (block && typeof block === 'object' && typeof block.type === 'string' && !found.has(block.type))
          found.set(block.type, block);
  };
  for (const file of jsonFiles(join(root, 'data', 'pages')))
    take((JSON.parse(readFileSync(join(root, 'data', 'pages', file), 'utf8')) as { blocks?: unknown }).blocks);
  for (const file of jsonFiles(join(root, 'data', 'team')))
    take((JSON.parse(readFileSync(join(root, 'data', 'team', file), 'utf8')) as { closing?: unknown }).closing);
  const first = (collection: CollectionName) =>
    jsonFiles(join(root, 'data', collections[collection].folder))[0]?.replace(/\.json$/, '') ?? 'slug';
  for (const type of Object.keys(blockDefinitions) as BlockType[]) {
    const { example } = definitionOf(type);
    if (example && !found.has(type)) found.set(type, { type, ...example(first) });
  }
  return found;
}

export function blocksSection(): string {
  const schema = jsonSchemaOf(Block);
  const examples = blockExamples();
  const variants = [...(schema.oneOf ?? [])].sort((a, b) =>
    String(a.properties!.type!.const).localeCompare(String(b.properties!.type!.const)),
  );
  const index = variants
    .map((v) => `[\`${String(v.properties!.type!.const)}\`](#block-${String(v.properties!.type!.const).toLowerCase()})`)
    .join(' · ');
  const parts = variants.map((variant) => {
    const type = String(variant.properties!.type!.const);
    const example = examples.get(type);
    return [
      `<a id="block-${type.toLowerCase()}"></a>`,
      `### \`${type}\``,
      '',
      prose(variant.description ?? ''),
      '',
      table(variant),
      ...(example ? ['', 'Example:', '', fence(JSON.stringify(example, null, 2))] : []),
    ].join('\n');
  });
  return [`Block types: ${index}`, ...parts].join('\n\n');
}
