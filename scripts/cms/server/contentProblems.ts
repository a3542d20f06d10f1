import { basename, dirname, join } from 'node:path';
import {
  collections,
  singletons,
  type CollectionName,
  type SingletonName,
} from '../../../src/content/collections/registry.ts';
import { loadContent } from '../../../src/content/load/loadContent.ts';
import { fieldPath, type Problem } from '../../../src/content/load/problem.ts';
import { standInProblems } from '../../tools/contentStandIns.ts';

/**
 * The content's errors as they stand on disk, read afresh each time they are asked for, so that
 * an entry fixed in the editor drops off the list at once. Under npm start the editor shows them
 * (a notice on every editor page, and /admin/problems), so a problem can be fixed in the browser.
 */
export function currentProblems(contentRoot: string): Problem[] {
  return withStandIns(contentRoot).filter((problem) => problem.severity === 'error');
}

/** The content's problems with the stand-in rules (the media package's, outside loadContent), as npm run check finds them. */
function withStandIns(contentRoot: string): Problem[] {
  const { content, problems } = loadContent(contentRoot);
  return content ? [...problems, ...standInProblems(contentRoot, content)] : problems;
}

/** The content's errors and its warnings (which stop nothing: a price that looks like a slip, a photo nobody uses), as they stand on disk. */
export function currentReport(contentRoot: string): { errors: Problem[]; warnings: Problem[] } {
  const problems = withStandIns(contentRoot);
  return {
    errors: problems.filter((problem) => problem.severity === 'error'),
    warnings: problems.filter((problem) => problem.severity === 'warning'),
  };
}

/** The editor's address of the entry a data file holds, or undefined for a file it cannot open (a photo). */
export function editorLinkOf(file: string): string | undefined {
  const folder = dirname(file);
  const collection = (Object.keys(collections) as CollectionName[]).find(
    (name) => join('data', collections[name].folder) === folder,
  );
  if (collection) return `/admin/#/collections/${collection}/entries/${basename(file, '.json')}`;
  const singleton = (Object.keys(singletons) as SingletonName[]).find(
    (name) => join('data', singletons[name].file) === file,
  );
  return singleton ? `/admin/#/collections/settings/entries/${singleton}` : undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the site shows while it runs on an older build, or on none. */
const siteState = (hasBuild: boolean) =>
  hasBuild
    ? 'The site shows its last good build until they are fixed; the fix shows on the site within seconds of saving.'
    : 'The site has never been built from this content, so only the editor runs until they are fixed; the site is then built without a restart.';

/** /admin/problems: each problem in a sentence, with a link that opens its entry in the editor. */
export function problemsPage(
  problems: Problem[],
  { hasBuild, warnings = [] }: { hasBuild: boolean; warnings?: Problem[] },
): string {
  const item = (problem: Problem) => {
    const link = editorLinkOf(problem.file);
    const field = fieldPath(problem.path);
    return `<li>
  <p><strong>${escape(problem.message)}</strong>${problem.suggestion ? `<br>What to do: ${escape(problem.suggestion)}` : ''}</p>
  <p class="where">${link ? `<a href="${link}">Open ${escape(basename(problem.file, '.json'))} in the editor</a> · ` : ''}${field ? `field ${escape(field)} · ` : ''}details: ${escape(`${problem.file}:${problem.line ?? 1}:${problem.column ?? 1}`)}</p>
</li>`;
  };
  const items = problems.map(item);
  const heading =
    problems.length === 0
      ? 'The content has no problems'
      : `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix`;
  const body =
    problems.length === 0
      ? "<p>Every file passes the check. The site shows it within seconds of the last save (a change that needs the whole site rebuilt takes as long as npm start's first build).</p>"
      : `<p>${escape(siteState(hasBuild))}</p>\n<ol>\n${items.join('\n')}\n</ol>`;
  // Warnings stop nothing (the site is built with them); listed after the problems, for a look.
  const worthALook =
    warnings.length === 0
      ? ''
      : `\n  <h2>Worth a look: ${warnings.length} warning${warnings.length === 1 ? '' : 's'}</h2>\n  <p>These do not stop the site: each may be meant, but is often a slip.</p>\n<ol class="warnings">\n${warnings.map(item).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en-CA">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>${escape(heading)} · Content editor</title>
  <style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}li{margin:0 0 1.25rem}.where{color:#555;font-size:14px;margin:0}</style>
</head>
<body>
  <h1>${escape(heading)}</h1>
  ${body}${worthALook}
  <p><a href="/admin/">Back to the editor</a></p>
</body>
</html>
`;
}

/** The page the site's own addresses answer with when there is no build to serve at all. */
export function notBuiltPage(problems: Problem[]): string {
  return `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>The site is not built yet</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style></head>
<body>
  <h1>The site is not built yet</h1>
  <p>The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}, so the site could not be built. The editor works:
  <a href="/admin/problems">see the problems and fix them in the editor</a>; the site is built as soon as they are fixed.</p>
</body>
</html>
`;
}

/** The terminal's one block: every problem, what the site is doing, and where to fix them. */
export function problemsBlock(
  report: string,
  { hasBuild, editorUrl }: { hasBuild: boolean; editorUrl: string },
): string {
  const rule = '─'.repeat(72);
  return `\n${rule}\nThe content has problems, so the site was not rebuilt.\n${siteState(hasBuild)}\nFix them in the editor: ${editorUrl}/admin/problems (or in the files below).\n\n${report}\n${rule}\n`;
}
