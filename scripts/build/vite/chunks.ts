/**
 * How the browser's code is grouped into files, declared once. Only interactive blocks reach the
 * browser, each loaded lazily (src/blocks/components.ts), so a page downloads the blocks it
 * shows and can use; blocks that exactly the same pages show share a file (pageChunks.ts). The
 * groups below gather what every page needs, in the order the app starts
 * (src/site/entry-client.tsx evaluates them a step at a time).
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
    why: 'The header, footer and the shared pieces they draw with: evaluated a step before the rest of the app. formControl is here because three interactive blocks (contact, buyingCosts, listingGrid) draw with it: here it costs every page about 20 B gzipped; as its own file, 0.2 KB and a request on each page with a form.',
    sources: ['src/site/shell/', 'src/ui/ContactLines.', 'src/ui/ExternalLink.', 'src/ui/SectionHeader.', 'src/ui/focus.', 'src/ui/icons.', 'src/ui/slug.', 'src/ui/styles.', 'src/ui/formControl.'],
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

const slash = (id: string) => id.split('\\').join('/');

/** Rolldown's codeSplitting groups for the declarations above. */
export function codeSplittingGroups(projectRoot: string) {
  const root = `${slash(projectRoot)}/`;
  return chunkGroups.map(({ name, packages = [], sources = [], except = [] }) => ({
    name,
    test: (id: string) => {
      const path = slash(id);
      const inProject = path.startsWith(root) ? path.slice(root.length) : path;
      if (except.some((prefix) => inProject.startsWith(prefix))) return false;
      return packages.some((pkg) => path.includes(`/node_modules/${pkg}/`)) || sources.some((prefix) => inProject.startsWith(prefix) || path.includes(prefix));
    },
  }));
}
