/**
 * How the browser's code is grouped into files, declared once. Every block's component is
 * loaded lazily (src/blocks/components.ts), so a page downloads the blocks it shows; blocks that
 * exactly the same pages show share a file (pageChunks.ts). The groups below gather what every
 * page needs, in the order the app starts (src/site/entry-client.tsx evaluates them a step at a
 * time).
 */
interface ChunkGroup {
  name: string;
  /** Why the group exists: what breaks, or costs more, without it. */
  why: string;
  /** Packages from node_modules. */
  packages?: string[];
  /** Source files or folders, relative to the project (a folder ends with "/"). */
  sources?: string[];
  /** Sources that match but stay out. */
  except?: string[];
}

export const chunkGroups: ChunkGroup[] = [
  {
    name: 'framework',
    why: 'Modules every page needs travel together: one file compresses better than a dozen small ones.',
    packages: ['react', 'react-dom', 'scheduler', '@emotion', 'stylis', 'wouter', 'zustand', 'hoist-non-react-statics', 'react-is'],
  },
  {
    name: 'preload-helper',
    why: "Vite's helper for dynamic imports, on its own: in the site chunk it would make the entry import (and evaluate) the whole app at once, undoing the entry's stepwise start.",
    sources: ['vite/preload-helper'],
  },
  {
    name: 'shell',
    why: 'The header, footer and the shared pieces they draw with: evaluated a step before the rest of the app.',
    sources: ['src/site/shell/', 'src/ui/ContactLines.', 'src/ui/ExternalLink.', 'src/ui/SectionHeader.', 'src/ui/focus.', 'src/ui/icons.', 'src/ui/slug.', 'src/ui/styles.'],
  },
  {
    name: 'site',
    why: 'The app: router, renderer, route data, and the design tokens and formatting every page uses.',
    sources: ['src/site/', 'src/ui/theme.', 'src/ui/format.', 'src/ui/decimalText.', 'src/ui/media/', 'src/model/paths.', 'src/blocks/components.'],
    // The entry must stay the chunk that starts the app, and the stylesheet it imports must not
    // make the entry import the site chunk at once.
    except: ['src/site/entry-client.'],
  },
];

/**
 * Small pieces several blocks draw with, which the browser's build copies into each importing
 * chunk rather than sharing (copyIntoEachChunk.ts says why). A folder ends with "/". Keep them
 * small: every chunk that imports one pays its full size.
 */
export const copiedSources: string[] = ['src/ui/blockParts/'];

/**
 * Which file a source file (relative to the project) lands in, as copyIntoEachChunk keys its
 * copies: its block's file (`fileOfBlock`, from pageChunks.ts), a group's name, or else its folder.
 */
export function chunkOwnerOf(inProject: string, fileOfBlock: (type: string) => string): string {
  const blockType = /^src\/blocks\/([^/]+)\//.exec(inProject)?.[1];
  if (blockType) return fileOfBlock(blockType);
  const group = chunkGroups.find(({ sources = [], except = [] }) => !except.some((prefix) => inProject.startsWith(prefix)) && sources.some((prefix) => inProject.startsWith(prefix)));
  return group?.name ?? inProject.slice(0, inProject.lastIndexOf('/'));
}

const slash = (id: string) => id.split('\\').join('/');

/** Rolldown's codeSplitting groups for the declarations above. */
export function codeSplittingGroups(projectRoot: string) {
  const root = `${slash(projectRoot)}/`;
  return chunkGroups.map(({ name, packages = [], sources = [], except = [] }) => ({
    name,
    test: (id: string) => {
      const path = slash(id);
      const inProject = path.startsWith(root) ? path.slice(root.length) : path;
      // A copy goes where its importer goes (copyIntoEachChunk.ts), never into a group.
      if (path.includes('?copy=')) return false;
      if (except.some((prefix) => inProject.startsWith(prefix))) return false;
      return packages.some((pkg) => path.includes(`/node_modules/${pkg}/`)) || sources.some((prefix) => inProject.startsWith(prefix) || path.includes(prefix));
    },
  }));
}
