import { runInNewContext } from 'node:vm';
import { editorScript } from '../../scripts/cms/config/adminFiles.ts';

/** A file format the editor's script registers with Decap: how a file is read into the form and written back. */
export type EditorFormat = { fromFile(text: string): Record<string, unknown>; toFile(data: unknown): string };

/**
 * The formats the editor's script registers, got by running the script as the editor's page runs
 * it, with a stand-in for Decap's registry (the widgets and previews it also registers are ignored).
 */
export function editorScriptFormats(): Map<string, EditorFormat> {
  const formats = new Map<string, EditorFormat>();
  runInNewContext(editorScript({ localBackend: false }), {
    createClass: (definition: object) => definition,
    h: () => null,
    // The page's window: the upload script listens on it for chosen files.
    window: { addEventListener: () => {} },
    CMS: {
      registerWidget: () => {},
      registerCustomFormat: (name: string, _extension: string, format: EditorFormat) => formats.set(name, format),
      registerEventListener: () => {},
      registerPreviewTemplate: () => {},
      // Decap's registry of backends: none registered here, so the upload script wraps none.
      getBackend: () => undefined,
      getLocale: () => ({}),
      registerLocale: () => {},
      init: () => {},
    },
  });
  return formats;
}
