import { createHash } from 'node:crypto';
import { join } from 'node:path';
import subsetFont from 'subset-font';
// Rolldown's types through Vite, which brings the Rolldown it bundles with.
import type { Plugin as VitePlugin, Rolldown } from 'vite';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { projectRoot } from '../lib/paths.ts';
import { siteCharacters, siteTextFiles } from './trimFonts.ts';

/** "assets/name-OLDHASH.ext" renamed for `bytes`: "assets/name-NEWHASH.ext", an 8-character content hash like Vite's. */
const rehashedName = (file: string, bytes: Uint8Array | string) =>
  file.replace(/-[\w-]{8}(\.\w+)$/, `-${createHash('sha256').update(bytes).digest('base64url').slice(0, 8)}$1`);

/**
 * Cuts the display faces down to the characters the site's text uses while Vite writes the
 * browser build (see trimFonts.ts for why and which), so every name that follows (the trimmed
 * fonts', the stylesheet naming them, and Vite's manifest, from which pages link both) comes out
 * right the first time. The text is read from the content under `contentRoot` (another site's
 * for tests and benchmarks).
 */
export function trimFontsPlugin(contentRoot: string): VitePlugin {
  return {
    name: 'site-trim-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const characters = siteCharacters(siteTextFiles(contentRoot, join(projectRoot, 'src')));
      const renamed = new Map<string, string>();
      for (const face of fontFaces.filter((f) => !f.keepAllCharacters)) {
        const asset = Object.values(bundle).find(
          (item) =>
            item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(`src/ui/fonts/${face.file}`)),
        );
        if (!asset || asset.type !== 'asset') this.error(`the built ${face.file} is missing from the bundle`);
        const after = await subsetFont(Buffer.from(asset.source), characters, {
          targetFormat: 'woff2',
          keepFeatures: face.features,
        });
        replace(this, bundle, asset, after, renamed);
      }
      // A stylesheet now naming other fonts is another file: it gets a name of its own, or a browser
      // holding the old one (cached as immutable) would ask for fonts that are gone.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
        const text = String(item.source);
        let next = text;
        for (const [from, to] of renamed) next = next.replaceAll(basename(from), basename(to));
        if (next === text) continue;
        const old = item.fileName;
        const fileName = replace(this, bundle, item, next, renamed);
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.viteMetadata?.importedCss.has(old)) {
            chunk.viteMetadata.importedCss.delete(old);
            chunk.viteMetadata.importedCss.add(fileName);
          }
      }
      const naming = Object.values(bundle).filter(
        (chunk) => chunk.type === 'chunk' && [...renamed.keys()].some((from) => chunk.code.includes(basename(from))),
      );
      if (naming.length)
        this.error(
          `${naming.map((c) => c.fileName).join(', ')} name a trimmed font or its stylesheet: the trimming would have to rename those scripts too`,
        );
    },
  };
}

const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/**
 * Puts `source` in place of an asset under a name hashed from it. Rolldown forbids assigning into
 * the bundle, so the old file is deleted and the new one emitted with the same origin, which
 * Vite's manifest keys it by.
 */
function replace(
  context: Rolldown.PluginContext,
  bundle: Rolldown.OutputBundle,
  asset: Rolldown.OutputAsset,
  source: Uint8Array | string,
  renamed: Map<string, string>,
): string {
  const fileName = rehashedName(asset.fileName, source);
  delete bundle[asset.fileName];
  context.emitFile({
    type: 'asset',
    fileName,
    source,
    originalFileName: asset.originalFileNames[0],
    name: asset.names[0],
  });
  renamed.set(asset.fileName, fileName);
  return fileName;
}
