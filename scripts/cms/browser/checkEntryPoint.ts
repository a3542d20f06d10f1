import type { EditorEntry } from '../config/entryFile.ts';
import { backendFiles, siteIndex } from './editorContent.ts';
import { checkEntry, type ChosenPhoto } from './siteCheck.ts';

(window as unknown as { siteCheck: unknown }).siteCheck = {
  async check(entry: EditorEntry, chosen: ChosenPhoto[]) {
    return checkEntry(await siteIndex(document.baseURI), backendFiles(window), entry, chosen);
  },
};
