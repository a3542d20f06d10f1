import type { EditorEntry } from '../config/entryFile.ts';
import { backendFiles, siteIndex } from './editorContent.ts';
import { checkEntry, type ChosenPhoto } from './siteCheck.ts';

(window as unknown as { siteCheck: unknown }).siteCheck = {
  /** `fresh`: the content index asked for again (under npm start, where it is read from data/ at each save). */
  async check(entry: EditorEntry, chosen: ChosenPhoto[], fresh = false) {
    return checkEntry(await siteIndex(document.baseURI, fresh), backendFiles(window), entry, chosen);
  },
};
