import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const browser = (name: string) => fileURLToPath(new URL(`../browser/${name}`, import.meta.url));

/**
 * In the editor's page the check reads the memory file system, and what it would read of a
 * file's bytes (a photo's size and metadata, the stand-in mark) is given by the content index instead: these modules
 * stand in for Node's and for the readers of those bytes.
 */
const STAND_INS: [RegExp, string][] = [
  [/^node:fs$/, browser('memoryFs.ts')],
  [/^node:path$/, browser('posixPath.ts')],
  [/\/render\/mediaSizes\.ts$/, browser('mediaSizes.ts')],
  [/\/photoMetadata\/findings\.ts$/, browser('photoFindings.ts')],
  [/\/scripts\/media\/standIn\.ts$/, browser('standInMarks.ts')],
];

export const standIns: Plugin = {
  name: 'editor-check-stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    const direct = STAND_INS.find(([pattern]) => pattern.test(source));
    if (direct) return direct[1];
    if (!source.startsWith('.') || !importer) return null;
    const resolved = fileURLToPath(new URL(source, `file://${importer}`));
    return STAND_INS.find(([pattern]) => pattern.test(resolved))?.[1] ?? null;
  },
};

/**
 * The content check as one script for the editor's page (admin/check.js): the same rules as
 * `npm run check`, bundled from the same modules, loaded only on /admin/, only when a save asks.
 * Built once per process.
 */
let built: Promise<string> | undefined;
export const checkBundle = (): Promise<string> => (built ??= bundle());

async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [standIns],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: browser('checkEntryPoint.ts'), formats: ['iife'], name: 'siteCheckBundle' },
    },
  });
  const result = Array.isArray(output) ? output[0]! : output;
  if (!('output' in result)) throw new Error('the editor check bundle did not build');
  return result.output.find((chunk) => chunk.type === 'chunk')!.code;
}
