import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { projectRoot } from '../lib/paths.ts';

/**
 * Where the staff tools write personal data (npm run subscribers -- --csv, npm run privacy --
 * export, npm run submissions -- --csv): .exports/ in the project, which .gitignore covers, unless
 * STAFF_EXPORTS_DIR names another folder. One known folder rather than the current one, so that
 * git never offers to commit an export and an erasure can find every copy it must remove.
 */
const exportsFolder = () => resolve(process.env.STAFF_EXPORTS_DIR ?? join(projectRoot, '.exports'));

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * The file to write: the one asked for (--out=, --csv=), or `defaultName` in the exports folder.
 * A file asked for inside the project but outside .exports/ is refused: git would list it.
 */
export function exportTarget(requested: string | undefined, defaultName: string): string {
  const folder = exportsFolder();
  const target = requested ? resolve(requested) : join(folder, defaultName);
  if (inside(projectRoot, target) && !inside(join(projectRoot, '.exports'), target))
    throw new Error(
      `${target} is inside the project, where git would offer to commit it: write exports to .exports/ (the default) or outside the project.`,
    );
  return target;
}

/** Writes an export readable by its owner only, creating its folder. */
export function writeExport(file: string, text: string): void {
  mkdirSync(resolve(file, '..'), { recursive: true, mode: 0o700 });
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** A pattern for every spelling the limits count as one sender (private.sender_key): any case, any +tag. */
export function senderPattern(address: string): RegExp {
  const key = address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
  const at = key.lastIndexOf('@');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escape(key.slice(0, at))}(\\+[^@\\s"<>,;]*)?@${escape(key.slice(at + 1))}(?![a-z0-9-]|\\.[a-z0-9])`,
    'i',
  );
}

/** Removes every export file in the exports folder that names the address; returns their paths. */
export function removeExportsHolding(address: string): string[] {
  const folder = exportsFolder();
  const pattern = senderPattern(address);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return removed;
  }
  for (const name of names) {
    const file = join(folder, name);
    if (!statSync(file).isFile()) continue;
    if (pattern.test(name) || pattern.test(readFileSync(file, 'utf8'))) {
      rmSync(file);
      removed.push(file);
    }
  }
  return removed;
}
