import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { byGridOrder } from '../../model/gridOrder.ts';
import { collections, singletons } from '../collections/registry.ts';
import { runContentChecks } from '../checks/runContentChecks.ts';
import type { Content, LoadedFile } from './content.ts';
import { locateProblems } from './locate.ts';
import { parseJson, withoutByteOrderMark } from './parseJson.ts';
import { ContentError, type Problem } from './problem.ts';
import { listingPathOfSale, withSoldListings } from './soldListings.ts';
import { problemsFromZod } from './zodIssues.ts';

export interface LoadResult {
  content: Content | undefined;
  problems: Problem[];
}

const byOrderThenSlug = (a: { value: object }, b: { value: object }) => {
  const x = a.value as { order?: number; slug?: string };
  const y = b.value as { order?: number; slug?: string };
  return byGridOrder(x, y) || String(x.slug ?? '').localeCompare(String(y.slug ?? ''));
};

/**
 * Reads every data file, validates each against its schema, then runs the cross-file rules.
 * Every problem is collected (none stops the others from being found) and located by line
 * and column. `content` is undefined when any file failed its schema, since the cross-file
 * rules need whole entries.
 */
export function loadContent(root: string): LoadResult {
  const dataDir = join(root, 'data');
  const problems: Problem[] = [];
  const texts = new Map<string, string>();
  const rel = (path: string) => relative(root, path).split('\\').join('/');

  function loadFile<T>(
    path: string,
    schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: never[] } } },
  ): LoadedFile<T> | undefined {
    const file = rel(path);
    const text = withoutByteOrderMark(readFileSync(path, 'utf8'));
    texts.set(file, text);
    const parsed = parseJson(file, text);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      return undefined;
    }
    const result = schema.safeParse(parsed.value);
    if (!result.success) {
      problems.push(...problemsFromZod(file, parsed.value, result.error.issues, schema));
      return undefined;
    }
    return { file, raw: parsed.value, value: result.data };
  }

  const loadedCollections = {} as Record<string, LoadedFile<object>[]>;
  for (const [name, { folder, schema }] of Object.entries(collections)) {
    const dir = join(dataDir, folder);
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    loadedCollections[name] = files
      .map((f) => loadFile<object>(join(dir, f), schema as never))
      .filter((entry): entry is LoadedFile<object> => entry !== undefined)
      .sort(byOrderThenSlug);
  }

  const loadedSingletons = {} as Record<string, LoadedFile<object> | undefined>;
  for (const [name, { file, schema }] of Object.entries(singletons)) {
    const path = join(dataDir, file);
    if (!existsSync(path)) {
      problems.push({
        severity: 'error',
        file: rel(path),
        path: [],
        message: `this file is missing: the site needs data/${file}`,
        line: 1,
        column: 1,
      });
      continue;
    }
    loadedSingletons[name] = loadFile(path, schema as never);
  }

  let content: Content | undefined;
  if (!problems.some((p) => p.severity === 'error')) {
    content = { root, dataDir, collections: loadedCollections, singletons: loadedSingletons } as unknown as Content;
    const sold = withSoldListings(content.collections.listings, content.collections.sales);
    content.collections.listings = sold.listings;
    content.collections.sales = sold.sales;
    problems.push(...sold.problems);
    // A rule that found a problem on a sold listing's sale names the sale's field: point at the listing's.
    const onSale = (p: Problem) =>
      sold.soldFiles.has(p.file) && p.path[0] !== 'sold' ? { ...p, path: listingPathOfSale(p.path) } : p;
    problems.push(...runContentChecks(content).map(onSale));
  }
  const readText = (file: string) =>
    texts.get(file) ?? (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
  return { content, problems: locateProblems(problems, readText) };
}

/** Loads the content or throws a ContentError listing every error. Warnings are returned. */
export function loadValidContent(root: string): { content: Content; warnings: Problem[] } {
  const { content, problems } = loadContent(root);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length || !content) throw new ContentError(errors, content !== undefined);
  return { content, warnings: problems };
}
