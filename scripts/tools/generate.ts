/**
 * npm run generate: rewrites every file the project generates from its own sources, in one go.
 *
 *   - schema/*.schema.json, from the zod schemas (editors autocomplete data files with them, ajv-cli validates);
 *   - docs/CONTENT.md's field tables, block reference and thresholds, from the same schemas;
 *   - the lists of collections: src/model/collectionNames.ts, src/model/collectionEntries.ts and
 *     .vscode/settings.json's schema mapping, from src/content/collections/registry.ts;
 *   - src/ui/fonts/: the four faces subset to src/ui/fonts/characterSet.ts, and their @font-face rules.
 *
 * Run it after changing a schema, a collection, a threshold, the fonts' faces or their character set, and commit
 * what it writes. `npm run generate -- --check` writes nothing and lists what is stale; a test does
 * the same, so a stale file fails CI with the command's name.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { docPath, regenerate, staleSections } from './contentDocs/sections.ts';
import { facesCss, subsetFaces } from '../fonts/subsetFonts.ts';
import { renderJsonSchemas } from './generateSchemas.ts';
import { collectionFiles } from './generateCollections.ts';

/** One generated output: what it would write now, and how to tell the committed copy is stale. */
interface Generator {
  what: string;
  /** The problems with the committed files (empty when up to date). */
  stale(): string[] | Promise<string[]>;
  /** Writes the files; returns their paths. */
  write(): string[] | Promise<string[]>;
}

const readOrEmpty = (path: string) => (existsSync(path) ? readFileSync(path) : Buffer.alloc(0));
const shortPath = (path: string) => relative(projectRoot, path);

/** Files whose whole content is generated: stale when any byte differs. */
function wholeFiles(
  what: string,
  files: () => Map<string, string | Buffer> | Promise<Map<string, string | Buffer>>,
): Generator {
  return {
    what,
    async stale() {
      const problems: string[] = [];
      for (const [path, content] of await files())
        if (!readOrEmpty(path).equals(Buffer.from(content))) problems.push(`${shortPath(path)} is out of date`);
      return problems;
    },
    async write() {
      const written: string[] = [];
      for (const [path, content] of await files()) {
        writeFileSync(path, content);
        written.push(shortPath(path));
      }
      return written;
    },
  };
}

const schemaDir = join(projectRoot, 'schema');
const fontsDir = join(projectRoot, 'src', 'ui', 'fonts');

export const generators: Generator[] = [
  wholeFiles(
    'JSON Schemas',
    () => new Map([...renderJsonSchemas()].map(([file, text]) => [join(schemaDir, file), text])),
  ),
  wholeFiles('lists of collections', collectionFiles),
  {
    what: "docs/CONTENT.md's generated sections",
    stale() {
      return staleSections(readFileSync(docPath, 'utf8')).map((problem) => `docs/CONTENT.md, ${problem}`);
    },
    write() {
      writeFileSync(docPath, regenerate(readFileSync(docPath, 'utf8')));
      return [shortPath(docPath)];
    },
  },
  wholeFiles('subset fonts', async () => {
    const files = new Map<string, string | Buffer>(
      (await subsetFaces()).map(({ face, bytes }) => [join(fontsDir, face.file), bytes]),
    );
    files.set(join(fontsDir, 'faces.css'), facesCss());
    return files;
  }),
];

/** Everything generated that no longer matches its sources, each naming the file. */
export async function staleGenerated(): Promise<string[]> {
  return (await Promise.all(generators.map(async (generator) => generator.stale()))).flat();
}

async function main() {
  if (process.argv.includes('--check')) {
    const stale = await staleGenerated();
    if (stale.length === 0) return console.log('Every generated file is up to date.');
    console.error(`Out of date:\n  ${stale.join('\n  ')}\nRun: npm run generate`);
    process.exitCode = 1;
    return;
  }
  for (const generator of generators)
    console.log(`${generator.what}: ${(await generator.write()).length} files written`);
}

if (process.argv[1] === import.meta.filename) await main();
