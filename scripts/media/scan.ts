/** Finds every "/media/..." path the content refers to, so the generator makes exactly those. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Lowercase folders and names, no "..", one of the extensions the generator can make. */
export const MEDIA_PATH =
  /^\/media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:jpg|jpeg|svg|mp4)$/;

interface Reference {
  mediaPath: string;
  /** Data files that mention it, relative to the project root, for messages. */
  sources: string[];
}

function jsonFiles(dir: string, skip: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip) found.push(...jsonFiles(full, skip));
    } else if (entry.isFile() && entry.name.endsWith('.json')) {
      found.push(full);
    }
  }
  return found;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

export interface ScanResult {
  references: Reference[];
  /** Problems an author can fix: unreadable JSON, a path the generator cannot make. */
  problems: string[];
}

export function scanData(root: string): ScanResult {
  const dataDir = join(root, 'data');
  const byPath = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const file of jsonFiles(dataDir, join(dataDir, 'media')).sort()) {
    const shown = relative(root, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${shown}: not valid JSON, skipped (${(error as Error).message})`);
      continue;
    }
    const strings: string[] = [];
    collectStrings(parsed, strings);
    for (const mediaPath of strings) {
      if (!MEDIA_PATH.test(mediaPath)) {
        problems.push(
          `${shown}: "${mediaPath}" is not a path the generator can make (lowercase letters, digits, "-", ending .jpg, .svg or .mp4)`,
        );
        continue;
      }
      if (!byPath.has(mediaPath)) byPath.set(mediaPath, new Set());
      byPath.get(mediaPath)!.add(shown);
    }
  }
  const references = [...byPath].map(([mediaPath, sources]) => ({ mediaPath, sources: [...sources] }));
  references.sort((a, b) => (a.mediaPath < b.mediaPath ? -1 : a.mediaPath > b.mediaPath ? 1 : 0));
  return { references, problems };
}
