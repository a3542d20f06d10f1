import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../../../src/content/load/problem.ts';
import { editorWarning } from './editorMessages.ts';
import type { EditorEntry, PendingMedia } from './entryCopy.ts';

/**
 * The check's warnings that belong to an entry being edited, in the form's words: those on its
 * own file (a listing priced under $50,000, a portrait far larger than it is shown), and those on
 * a photo it brings or no longer shows (a photo nobody uses now). The rest of the site's warnings
 * are not this entry's business: `npm run check` lists them all.
 */
export function entryWarnings(
  problems: Problem[],
  { contentRoot, file, entry, media }: { contentRoot: string; file: string; entry: EditorEntry; media: PendingMedia[] },
): string[] {
  const saved = existsSync(join(contentRoot, file)) ? readFileSync(join(contentRoot, file), 'utf8') : '';
  const brought = new Set(media.map(({ path }) => path.replace(/^\/?data\//, '')));
  const ours = (problem: Problem) => {
    if (problem.file === file) return true;
    if (!problem.file.startsWith('data/media/')) return false;
    const photo = problem.file.slice('data/'.length);
    return brought.has(photo) || saved.includes(`"/${photo}"`);
  };
  return problems
    .filter((problem) => problem.severity === 'warning' && ours(problem))
    .map((problem) => editorWarning(problem, entry));
}
