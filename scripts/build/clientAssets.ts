import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The tags that load the client bundle, read from Vite's manifest: the entry script, its
 * stylesheet and a modulepreload for each chunk it imports statically (so they download in
 * parallel, not one after another). Lazily loaded chunks (carousel, forms) are left out.
 */
/** The faces the first screen uses (body text and headings): fetched at once instead of after the CSS is parsed. */
const firstScreenFonts = [/inter-latin-400-normal-[\w-]+\.woff2$/, /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/];

export function clientAssetTags(distDir: string, entry = 'src/site/entry-client.tsx'): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is missing from the client build manifest`);
  const preloads = new Set<string>();
  const css = new Set(chunk.css ?? []);
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || preloads.has(c.file)) return;
    preloads.add(c.file);
    c.css?.forEach((f) => css.add(f));
    c.imports?.forEach(visit);
  };
  chunk.imports?.forEach(visit);
  const fonts = (chunk.assets ?? []).filter((f) => firstScreenFonts.some((pattern) => pattern.test(f)));
  return [
    ...fonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`),
    ...[...css].map((f) => `<link rel="stylesheet" href="/${f}">`),
    `<script type="module" src="/${chunk.file}"></script>`,
    ...[...preloads].map((f) => `<link rel="modulepreload" href="/${f}">`),
  ].join('\n');
}
