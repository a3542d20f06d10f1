/**
 * The editor's check before a save as npm start's editor runs it: what only npm start can read
 * (POST /admin/check: diskCheck, the photos chosen and the stand-in rules), then the page's own
 * check (admin/check.js, run here in a bare context) against the content index read from the
 * site's folder at that moment. Answers each error as the local notice shows it: the sentence,
 * then its details on a line of their own.
 */
import vm from 'node:vm';
import { checkBundle } from '../../scripts/cms/config/checkBundle.ts';
import { contentIndex } from '../../scripts/cms/config/contentIndex.ts';
import { diskCheck, type EntryToCheck } from '../../scripts/cms/server/entryCheck.ts';
import type { Refusal } from '../../scripts/cms/server/editorMessages.ts';
import type { ChosenPhoto } from '../../scripts/cms/config/entryFile.ts';

type Answer = { errors: Refusal[]; warnings: string[] };
type PageCheck = (entry: unknown, photos: ChosenPhoto[], fresh: boolean) => Promise<Answer>;

let pageCheck: Promise<{ check: PageCheck; readFrom: (root: string) => void }> | undefined;

function loadPageCheck() {
  return (pageCheck ??= checkBundle().then((code) => {
    let root = '';
    const window: Record<string, unknown> = {};
    const fetch = () => Promise.resolve({ ok: true, json: () => Promise.resolve(contentIndex(root)) });
    vm.runInContext(code, vm.createContext({ window, document: { baseURI: 'http://site/admin/' }, URL, fetch }));
    return {
      check: (window.siteCheck as { check: PageCheck }).check,
      readFrom: (at: string) => void (root = at),
    };
  }));
}

const said = ({ message, details }: Refusal) => (details ? `${message}\n      ${details}` : message);

/** The errors and warnings the editor's check answers for `entry` in the site at `root`. */
export async function checkedAsTheEditorDoes(
  root: string,
  entry: EntryToCheck,
): Promise<{ errors: string[]; warnings: string[] }> {
  const disk = await diskCheck(root, entry);
  if (disk.refused.length > 0) return { errors: disk.refused.map(said), warnings: [] };
  const { check, readFrom } = await loadPageCheck();
  readFrom(root);
  const { media: _media, ...toCheck } = entry;
  const answer = await check(toCheck, disk.photos, true);
  return { errors: [...answer.errors, ...disk.errors].map(said), warnings: answer.warnings };
}
