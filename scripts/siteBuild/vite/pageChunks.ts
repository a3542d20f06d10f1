import type { Plugin } from 'vite';
import type { SiteData } from '../../../src/content/render/routeData.ts';

const slash = (id: string) => id.split('\\').join('/');
/** Where the browser build lists the file of each block's component, beside Vite's manifest. */
export const blockChunksFile = '.vite/block-chunks.json';
const blockFolder = /\/src\/blocks\/([^/]+)\/[^/]+$/;

/** The block types each page of the content shows, by route; the not-found page is "/404". */
export function blockTypesByPage(site: SiteData): Map<string, string[]> {
  const typesOf = ({ page }: { page: { blocks: { type: string }[] } }) => [
    ...new Set(page.blocks.map((block) => block.type)),
  ];
  return new Map([
    ...[...site.routes].map(([route, data]) => [route, typesOf(data)] as const),
    ['/404', typesOf(site.notFound)],
  ]);
}

interface ModuleGraph {
  ids: string[];
  /** Statically imported ids, and dynamically imported ids, of a module. */
  info: (id: string) => { imports: readonly string[]; dynamicImports: readonly string[]; isEntry: boolean } | null;
}

/** The pages (their indexes in pagesBlockTypes) that show each block type. */
function pagesOfTypes(pagesBlockTypes: string[][]): Map<string, number[]> {
  const pagesOf = new Map<string, number[]>();
  pagesBlockTypes.forEach((types, page) =>
    types.forEach((type) => pagesOf.set(type, [...(pagesOf.get(type) ?? []), page])),
  );
  return pagesOf;
}

/**
 * For every module the blocks' first load needs and nothing else does, the name of the chunk it
 * belongs in: modules that exactly the same pages need share one.
 * - A block's component (the module of its folder that src/blocks/components.ts loads) is needed
 *   on the pages that show the block, and so is everything its static imports reach.
 * - A module the app's own code reaches (the entry, the steps it loads, what the site loads on
 *   demand such as the forms' database client) is left to Rolldown's chunking and the groups in
 *   chunks.ts.
 * - Pieces a block loads on demand (the gallery's carousel, the calculator) stay out of the first
 *   load: no block reaches them statically. What they import from their block is already loaded
 *   when they run, so it does not keep a module out of its block's group.
 */
export function chunkNamesByPages(
  graph: ModuleGraph,
  pagesBlockTypes: string[][],
): { names: Map<string, string>; blockComponents: Map<string, string> } {
  // A block's component: the module of its folder that the block map (src/blocks/components.ts) loads.
  const componentsMap = graph.ids.find((id) => slash(id).endsWith('/src/blocks/components.ts'));
  const blockComponents = new Map(
    (componentsMap ? (graph.info(componentsMap)?.dynamicImports ?? []) : []).flatMap((id) => {
      const type = blockFolder.exec(slash(id))?.[1];
      return type ? [[id, type] as const] : [];
    }),
  );
  const reach = (root: string, into = new Set<string>()) => {
    const stack = [root];
    into.add(root);
    while (stack.length) {
      for (const next of graph.info(stack.pop()!)?.imports ?? []) {
        if (into.has(next)) continue;
        into.add(next);
        stack.push(next);
      }
    }
    return into;
  };
  // The app: what the entry reaches, and what that code loads on demand (the steps of the start,
  // the forms' database client), to the end; a block's component is loaded by the block map, for
  // the pages that show it, and is not the app's.
  const app = new Set<string>();
  const pending = graph.ids.filter((id) => graph.info(id)?.isEntry);
  while (pending.length) {
    const root = pending.pop()!;
    if (app.has(root)) continue;
    const before = new Set(app);
    reach(root, app);
    for (const id of app)
      if (!before.has(id))
        for (const target of graph.info(id)?.dynamicImports ?? [])
          if (!blockComponents.has(target) && !app.has(target)) pending.push(target);
  }
  const typesOf = new Map<string, Set<string>>();
  for (const [component, type] of blockComponents)
    for (const id of reach(component)) if (!app.has(id)) typesOf.set(id, (typesOf.get(id) ?? new Set()).add(type));

  const pagesOfType = pagesOfTypes(pagesBlockTypes);
  const byPages = new Map<string, { ids: string[] }>();
  for (const [id, types] of typesOf) {
    const pages = [...new Set([...types].flatMap((type) => pagesOfType.get(type) ?? []))].sort((a, b) => a - b);
    // A block no page shows keeps a chunk of its own, as every block once had (a page added later still finds it).
    const key = pages.length ? pages.join(',') : `unused:${[...types].sort().join(',')}`;
    const group = byPages.get(key) ?? { ids: [] };
    group.ids.push(id);
    byPages.set(key, group);
  }
  // Named as Rolldown names a chunk, after a module's file: the first block component it holds,
  // and how many more ("DevelopmentCards-and-4"). The names travel in the site chunk's list of
  // files, so they stay short.
  const names = new Map<string, string>();
  const baseName = (id: string) =>
    slash(id)
      .replace(/^.*\//, '')
      .replace(/\.[^.]*$/, '');
  for (const { ids } of byPages.values()) {
    const components = ids
      .filter((id) => blockComponents.has(id))
      .map(baseName)
      .sort();
    // One block's code, or code blocks share across different pages, is where Rolldown puts it
    // anyway: a block's own file, or a file of the shared code. Capturing it would only cost the
    // namespace object a grouped module's dynamic import needs (about 30 bytes a block).
    if (components.length < 2) continue;
    for (const id of ids) names.set(id, `${components[0]}-and-${components.length - 1}`);
  }
  return { names, blockComponents };
}

/**
 * Groups the blocks' code by the pages that show it: blocks that exactly the same pages show
 * share one file, with the code only they use. A page still loads no block it does not show,
 * since two modules share a file only when every page needs both; a block alone on its pages
 * keeps its own file. Since static blocks ship no code, only a listing's page has two blocks in
 * the browser (its gallery and its details), and this still pays there: 0.5-0.6 KB less
 * first-load JavaScript gzipped (bench:js, 99.5 KB without the grouping, 99.0 KB with it), and
 * one request fewer. (Before static blocks shipped nothing it saved 2.0 KB on the home page.)
 *
 * The pages are the content's own (`siteOf`: as buildSite.ts resolved it, or read from the
 * project by a bare `vite build`), so a content change regroups the files at the next build. The
 * dev server serves module by module, as always.
 */
export function pageChunks(siteOf: () => SiteData): {
  plugin: Plugin;
  group: { debugName: string; name: (id: string) => string | null; includeDependenciesRecursively: false };
} {
  let names = new Map<string, string>();
  let blockComponents = new Map<string, string>();
  let pages: string[][] = [];
  const plugin: Plugin = {
    name: 'site-page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      names = new Map();
      pages = [...blockTypesByPage(siteOf()).values()];
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      ({ names, blockComponents } = chunkNamesByPages(
        {
          ids,
          info: (id) => {
            const info = this.getModuleInfo(id);
            return (
              info && { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds, isEntry: info.isEntry }
            );
          },
        },
        pages,
      ));
    },
    generateBundle(_, bundle) {
      // Which file holds each block's component, for the pages' preloads (clientAssets.ts): with
      // several blocks in one file, Vite's manifest no longer names a block's chunk by its module.
      const files: Record<string, string> = {};
      for (const file of Object.values(bundle))
        if (file.type === 'chunk')
          for (const id of file.moduleIds) if (blockComponents.has(id)) files[blockComponents.get(id)!] = file.fileName;
      this.emitFile({ type: 'asset', fileName: blockChunksFile, source: `${JSON.stringify(files, null, 2)}\n` });
      // The groups are the browser's: the server renderer's build, which shares this config, groups nothing.
      names = new Map();
    },
  };
  // The group takes only the modules named above, not their imports: those are the app's, or
  // another page set's, and stay where they are. Imports run from a smaller page set to a larger
  // one only, so the files cannot import each other in a circle.
  return {
    plugin,
    group: { debugName: 'blocks by page', name: (id) => names.get(id) ?? null, includeDependenciesRecursively: false },
  };
}
