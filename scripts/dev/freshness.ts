import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Inputs of the build: if any changed after the last build, `npm start` builds again. */
const buildInputs = ['src', 'data', 'public', 'scripts/siteBuild', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(root: string, stampFile: string): boolean {
  if (!existsSync(stampFile)) return true;
  const builtAt = statSync(stampFile).mtimeMs;
  return buildInputs.some((input) => newestMtime(join(root, input)) > builtAt);
}
