/**
 * The editor's check before a save as its page runs it (admin/check.js, run here in a bare
 * context, the same script in both set-ups) against the content index read from the site's folder
 * at that moment, as npm start answers it. The photos chosen in the form are measured as the page
 * measures them (they reach it prepared: photoUploads.ts). Answers each error as the local notice
 * shows it: the sentence, then its details on a line of their own.
 */
import vm from 'node:vm';
import { imageSize } from 'image-size';
import { checkBundle } from '../../scripts/cms/config/checkBundle.ts';
import { contentIndex } from '../../scripts/cms/config/contentIndex.ts';
import type { EditorEntry, ChosenPhoto } from '../../scripts/cms/config/entryFile.ts';
import type { Refusal } from '../../scripts/cms/server/editorMessages.ts';

/** An entry as the form holds it, with the photos chosen in it (base64) as the page has prepared them. */
export type EntryToCheck = Omit<EditorEntry, 'media'> & { media?: { path: string; content: string }[] };

type Answer = { errors: Refusal[]; warnings: string[] };
type PageCheck = (entry: unknown, photos: ChosenPhoto[], fresh: boolean) => Promise<Answer>;

let pageCheck: Promise<{ check: PageCheck; readFrom: (root: string) => void }> | undefined;

function loadPageCheck() {
  return (pageCheck ??= checkBundle().then((code) => {
    let root = '';
    const window: Record<string, unknown> = {};
    const fetch = () => Promise.resolve({ ok: true, json: () => Promise.resolve(contentIndex(root)) });
    vm.runInContext(
      code,
      vm.createContext({ window, document: { baseURI: 'http://site/admin/' }, URL, URLSearchParams, fetch }),
    );
    return {
      check: (window.siteCheck as { check: PageCheck }).check,
      readFrom: (at: string) => void (root = at),
    };
  }));
}

/** A photo chosen as the page's chosenPhotos measures it: its byte size and size in pixels (0 × 0 when not a picture). */
function measured({ path, content }: { path: string; content: string }): ChosenPhoto {
  const bytes = Buffer.from(content, 'base64');
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(bytes);
  } catch {
    // Not a picture the browser could draw: measured as nothing.
  }
  return { path: path.replace(/^\/+/, ''), size: bytes.length, width: size.width ?? 0, height: size.height ?? 0 };
}

const said = ({ message, details }: Refusal) => (details ? `${message}\n      ${details}` : message);

/** The errors and warnings the editor's check answers for `entry` in the site at `root`. */
export async function checkedAsTheEditorDoes(
  root: string,
  { media = [], ...entry }: EntryToCheck,
): Promise<{ errors: string[]; warnings: string[] }> {
  const { check, readFrom } = await loadPageCheck();
  readFrom(root);
  const answer = await check(entry, media.map(measured), true);
  return { errors: answer.errors.map(said), warnings: answer.warnings };
}
