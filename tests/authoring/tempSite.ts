import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');
/** The content the throwaway sites start from: the fixture site, never the project's own data/. */
const sourceRoot = fixtureSiteRoot;

const made: string[] = [];

/**
 * A throwaway copy of the fixture site: data/ copied, each folder of data/media linked (not copied), and
 * an empty data/media/test/ of its own for pictures a test makes. Remove with removeTempSites().
 */
export function tempSite(name = 'site'): string {
  const dir = mkdtempSync(join(tmpdir(), `authoring-${name}-`));
  made.push(dir);
  const media = join(sourceRoot, 'data', 'media');
  cpSync(join(sourceRoot, 'data'), join(dir, 'data'), { recursive: true, filter: (src) => !src.startsWith(media) });
  mkdirSync(join(dir, 'data', 'media', 'test'), { recursive: true });
  for (const entry of readdirSync(media)) symlinkSync(join(media, entry), join(dir, 'data', 'media', entry));
  return dir;
}

/**
 * Gives a throwaway site a folder of data/media of its own (its files still linked), for tests
 * that write photos there: nothing is then written into the project's own media.
 */
export function ownMediaFolder(root: string, folder: string): void {
  const dir = join(root, 'data', 'media', folder);
  const shipped = realpathSync(dir);
  unlinkSync(dir);
  mkdirSync(dir);
  for (const name of readdirSync(shipped)) symlinkSync(join(shipped, name), join(dir, name));
}

export function removeTempSites(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const readJson = <T = Record<string, unknown>>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Rewrites a data file through a function, keeping the two-space layout of the shipped files. */
export function editJson<T = Record<string, any>>(path: string, edit: (value: T) => void): void {
  const value = readJson<T>(path);
  edit(value);
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

/** `npm run check -- --root <root>`, as a person runs it: the command's own process, its exit status and what it printed, uncoloured. */
export const runCheckCommand = (root: string) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'scripts', 'tools', 'checkContent.ts'), '--root', root],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
