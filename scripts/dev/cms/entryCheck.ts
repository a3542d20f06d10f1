import { loadContent } from '../../../src/content/load/loadContent.ts';
import { formatProblem } from '../../../src/content/load/problem.ts';
import { fileOf, unplaceableEntry, withEntrySaved, type EditorEntry } from './entryCopy.ts';

/**
 * The check the editor runs before each save: the whole site as it would be with this entry
 * saved, checked as `npm run check` checks it. Answers the errors of that file, each as the
 * check prints it (file:line:column, field, fix).
 */
export async function checkEntry(contentRoot: string, entry: EditorEntry): Promise<string[]> {
  const file = fileOf(entry);
  if (!file) return [unplaceableEntry(entry)];
  return withEntrySaved(contentRoot, entry, file, (copy) => {
    const { problems } = loadContent(copy);
    return problems.filter((problem) => problem.severity === 'error' && problem.file === file).map(formatProblem);
  });
}
