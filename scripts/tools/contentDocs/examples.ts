/**
 * The complete examples in docs/CONTENT.md, copied from real files in data/ when the sections are
 * rewritten, and one example block of each type: the first the data writes, or, for blocks only
 * the site itself writes, the example its definition gives.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Block, type BlockType, blockDefinitions, definitionOf } from '../../../src/blocks/registry.ts';
import { type CollectionName, type SingletonName, collections } from '../../../src/content/collections/registry.ts';
import { jsonSchemaOf, prose, table } from './fieldTable.ts';

export const root = join(import.meta.dirname, '..', '..', '..');

/** The file each section shows, when it still exists (else the first of its folder). */
const exampleFiles: Record<CollectionName | SingletonName, string> = {
  listings: 'data/listings/dunvegan-road.json',
  sales: 'data/sales/112-dunloe-road.json',
  neighbourhoods: 'data/neighbourhoods/forest-hill.json',
  team: 'data/team/julian-mercer.json',
  developments: 'data/developments/forma.json',
  press: 'data/press/globe-and-mail-luxury-outlook.json',
  legal: 'data/legal/terms.json',
  articles: 'data/articles/first-quarter-2026-market-report.json',
  pages: 'data/pages/portfolio.json',
  site: 'data/site.json',
  publications: 'data/publications.json',
  landTransferTax: 'data/rates/land-transfer-tax.json',
  mortgage: 'data/rates/mortgage.json',
};

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

function exampleFile(name: CollectionName | SingletonName): string | undefined {
  const preferred = exampleFiles[name];
  if (existsSync(join(root, preferred))) return preferred;
  if (name in collections) {
    const folder = collections[name as CollectionName].folder;
    const first = jsonFiles(join(root, 'data', folder))[0];
    return first ? `data/${folder}/${first}` : undefined;
  }
  return undefined;
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
