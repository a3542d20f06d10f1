/**
 * node:fs for the content check in the editor's page: the site's files as the build indexed them
 * (contentIndex.ts), the entry in the form written over them. Only what the check's reading of
 * data/ calls is here; a photo is known by its byte size (its pixels' size is in mediaSizes).
 */
interface MemoryFile {
  text?: string;
  size: number;
}

const files = new Map<string, MemoryFile>();
const folders = new Map<string, Set<string>>();

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

function notFound(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), { code: 'ENOENT' });
}

/** Puts a file in (its folders with it), replacing what was at that path. */
export function putFile(path: string, file: MemoryFile): void {
  files.set(path, file);
  for (let child = path, parent = parentOf(path); child !== '/'; child = parent, parent = parentOf(parent)) {
    const names = folders.get(parent) ?? new Set<string>();
    names.add(child.slice(parent === '/' ? 1 : parent.length + 1));
    folders.set(parent, names);
    if (parent === '/') break;
  }
}

/** Empties the file system: each check starts from the index again. */
export function clearFiles(): void {
  files.clear();
  folders.clear();
}

export function existsSync(path: string): boolean {
  return files.has(path) || folders.has(path);
}

export function readdirSync(path: string): string[] {
  const names = folders.get(path);
  if (!names) throw notFound(path);
  return [...names].sort();
}

export function readFileSync(path: string): string {
  const file = files.get(path);
  if (file?.text === undefined) throw notFound(path);
  return file.text;
}

export function statSync(path: string) {
  const file = files.get(path);
  if (!file && !folders.has(path)) throw notFound(path);
  return { size: file?.size ?? 0, mtimeMs: 0, isDirectory: () => !file, isFile: () => Boolean(file) };
}
