/**
 * npm run validate: checks every data file against the committed JSON Schemas in schema/
 * with ajv-cli, independently of the zod code (what an editor or another tool would see).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CollectionName,
  type SingletonName,
  collections,
  schemaFileName,
  singletons,
} from '../../src/content/collections/registry.ts';
import { projectRoot } from '../lib/paths.ts';

const ajv = join(projectRoot, 'node_modules', '.bin', 'ajv');
const targets: [string, string[]][] = [
  ...Object.entries(collections).map(([name, { folder }]): [string, string[]] => {
    const dir = join('data', folder);
    const files = existsSync(join(projectRoot, dir))
      ? readdirSync(join(projectRoot, dir)).filter((f) => f.endsWith('.json'))
      : [];
    return [schemaFileName(name as CollectionName), files.map((f) => join(dir, f))];
  }),
  ...Object.entries(singletons).map(([name, { file }]): [string, string[]] => [
    schemaFileName(name as SingletonName),
    [join('data', file)],
  ]),
];

let failed = false;
for (const [schema, files] of targets) {
  if (!files.length) continue;
  const args = [
    'validate',
    '--spec=draft2020',
    '-c',
    'ajv-formats',
    '--all-errors',
    '--strict=false',
    '--errors=text',
    '-s',
    join('schema', schema),
    ...files.flatMap((f) => ['-d', f]),
  ];
  const result = spawnSync(ajv, args, { cwd: projectRoot, encoding: 'utf8' });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.status !== 0) failed = true;
}
console.log(failed ? '\nSome data files do not match schema/.' : `\nEvery data file matches schema/.`);
process.exit(failed ? 1 : 0);
