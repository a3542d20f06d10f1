import type { Plugin } from 'vite';
import { chunkOwnerOf, copiedSources } from './chunks.ts';

const copyQuery = '?copy=';
const slash = (id: string) => id.split('\\').join('/');
const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/** The chunk a copy belongs to (the key after ?copy=), or undefined for a module that is not a copy. */
export const copyOwner = (id: string): string | undefined => (id.includes(copyQuery) ? decodeURIComponent(id.slice(id.indexOf(copyQuery) + copyQuery.length)) : undefined);

/**
 * Gives each file of blocks its own copy of the small shared pieces chunks.ts lists under
 * copiedSources (a card grid, a band under its header, prose paragraphs, the bands' grounds). A
 * module blocks on different pages import would otherwise become a file of its own (one more
 * request and modulepreload on every page that shows one of them: for the card grid, 479 bytes
 * gzipped, against 70-160 saved a block) or join the site chunk (paid by every page). The source
 * is written once; in the browser's build each block's file holds the piece, so a page loads it
 * only with a block that draws with it.
 *
 * It works by naming the piece once per file: `PhotoCardGrid.tsx?copy=block%3AteamGrid`. Rolldown
 * treats each name as a module of its own and puts it with its importers. Blocks that share a
 * file (pageChunks.ts) share one copy, since the key is their file, known from the content before
 * the build. The server renderer, the dev server and the tests import the piece as one module:
 * the copies are the same code, so the pre-rendered pages and their class names agree.
 */
export function copyIntoEachChunk(projectRoot: string, fileOfBlock: (type: string) => string): Plugin {
  const root = `${slash(projectRoot)}/`;
  const relativeOf = (id: string) => {
    const path = slash(withoutQuery(id));
    return path.startsWith(root) ? path.slice(root.length) : undefined;
  };
  const isCopied = (id: string) => {
    const path = relativeOf(id);
    return path !== undefined && copiedSources.some((prefix) => path.startsWith(prefix));
  };
  return {
    name: 'site-copy-into-each-chunk',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const from = relativeOf(importer);
      if (from === undefined || !from.startsWith('src/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopied(resolved.id)) return null;
      // A piece that a copy imports belongs to the same chunk as that copy.
      const owner = copyOwner(importer) ?? chunkOwnerOf(from, fileOfBlock);
      return `${withoutQuery(resolved.id)}${copyQuery}${encodeURIComponent(owner)}`;
    },
    generateBundle(_, bundle) {
      // A copy that ends up in a chunk of its own means its importers were not where chunkOwnerOf
      // thought; the saving this plugin exists for would silently turn into a cost.
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const ids = Object.keys(file.modules);
        const copies = ids.filter((id) => copyOwner(id) !== undefined).map((id) => relativeOf(id) ?? id);
        if (ids.length && copies.length === ids.length) {
          this.error(`${file.fileName} holds only copies of shared pieces (${copies.join(', ')}): their importers are not in the chunk chunkOwnerOf (scripts/build/vite/chunks.ts) names.`);
        }
        const twice = copies.filter((path, i) => copies.indexOf(path) !== i);
        if (twice.length) this.error(`${file.fileName} holds ${twice.join(', ')} more than once: chunkOwnerOf (scripts/build/vite/chunks.ts) names two owners for importers in one chunk.`);
      }
    },
  };
}
