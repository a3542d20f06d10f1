import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One file of Vite's client build, as its manifest describes it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

/** Where Vite writes the client build's manifest, and the manifest itself. */
const viteManifestPath = (distDir: string) => join(distDir, '.vite', 'manifest.json');
export const readViteManifest = (distDir: string) =>
  JSON.parse(readFileSync(viteManifestPath(distDir), 'utf8')) as Record<string, ManifestChunk>;
