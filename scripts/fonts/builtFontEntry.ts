import type { FontFace } from '../../src/ui/fonts/faces.ts';
import type { ManifestChunk } from '../lib/viteManifest.ts';

/** A face's entry in Vite's manifest (its built file), keyed by the committed file it was built from. */
export function builtFontEntry(manifest: Record<string, ManifestChunk>, face: FontFace): ManifestChunk {
  const source = `src/ui/fonts/${face.file}`;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is missing from the client build: run npm run generate`);
  return entry;
}
