/**
 * How the browser's code is grouped into files, declared once. Only interactive blocks reach the
 * browser, each loaded lazily (src/blocks/components.ts), so a page downloads the blocks it
 * shows and can use; blocks that exactly the same pages show share a file (pageChunks.ts). The
 * groups below gather what every page needs, in the order the app starts
 * (src/site/entryClient.tsx evaluates them a step at a time).
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

const chunkGroups: ChunkGroup[] = [
  {
    name: 'framework',
    why: 'Modules every page needs travel together: one file compresses better than a dozen small ones.',
    packages: ['react', 'react-dom', 'scheduler', '@emotion', 'stylis', 'wouter', 'zustand'],
    sources: ['scripts/siteBuild/vite/reactSyncExternalStore.'],
    // Only the forms of interactive blocks draw with styled (and its list of valid props): they
    // share a chunk of their own, which pages without such a form never fetch (2.1 KB).
    // zustand's persist middleware only keeps favourites: fetched with the store on a heart's first press (1.3 KB off every page).
    except: [
      'node_modules/@emotion/styled/',
      'node_modules/@emotion/is-prop-valid/',
      'node_modules/zustand/esm/middleware',
    ],
  },
  {
    name: 'preload-helper',
    why: "Vite's helper for dynamic imports, on its own: in the site chunk it would make the entry import (and evaluate) the whole app at once, undoing the entry's stepwise start.",
    sources: ['vite/preload-helper'],
  },
  {
    name: 'shell',
    why: 'The header, footer and the shared pieces they draw with: evaluated a step before the rest of the app. formControl is here because three interactive blocks (contact, buyingCosts, listingGrid) draw with it: here it costs every page about 20 B gzipped; as its own file, 0.2 KB and a request on each page with a form.',
    // The group is the shell's folder. What the shell draws with joins it from the module graph, not from a list: a group
    // takes the modules its sources import, recursively (Rolldown's includeDependenciesRecursively, on by default), unless
    // an earlier group took them (the framework's packages). So src/ui's theme, styles, icons, focus, formatAddress and
    // KeptHtml are here because the header or the footer imports them, and a piece the shell stops importing leaves the file.
    // Not ContactLines: in the browser only the contact form draws with it, in its own file (0.5 KB off every other page).
    // Not the footer's parts without behaviour: a hydrating page keeps their HTML, only a page drawn from scratch fetches them
    // (with ExternalLink, which otherwise only the lazily loaded calculator draws with). Only startApp.tsx imports them, lazily,
    // so their imports do not join the group either.
    except: ['src/site/shell/FooterParts.', 'src/site/shell/FooterColumns.'],
    sources: ['src/site/shell/', 'src/ui/formControl.'],
  },
  {
    name: 'site',
    why: 'The app: router, renderer, route data and the block-component map. (The design tokens, src/ui/theme.ts, are in the shell file: the header draws with them.)',
    // Not src/ui/format.ts (amounts and dates): only the blocks that show prices and figures draw with it,
    // in their own files (0.7 KB off every other page); the header's addresses are formatAddress.ts (shell).
    // Not src/ui/media/ (Picture): only the gallery, the listings' grid and the video draw with it in
    // the browser. In a file of its own it costs those pages 0.2 KB and every other page 0.3 KB less.
    sources: ['src/site/', 'src/model/paths.', 'src/blocks/components.'],
    // The entry must stay the chunk that starts the app, and the stylesheet it imports must not
    // make the entry import the site chunk at once.
    // Nor the footer's parts without behaviour (shell group, above).
    except: ['src/site/entryClient.', 'src/site/shell/FooterParts.', 'src/site/shell/FooterColumns.'],
  },
  {
    name: 'contactPanel',
    why: "What the contact and valuation pages share (their column and header, the navy side panel and its ticks, the form's frame and styles), in one file: left to Rolldown, what the two pages share is split by importer into small files, each a request with its own import and export lines (0.4 KB more on /contact). The listing alert's form, opened on /listings, fetches the panel with the styles it draws with.",
    // Not contactIcons (mail, phone, pin): no first load draws them (the contact page keeps its
    // panels' server HTML), so they travel with the contact lines and the listing's agent (0.2 KB off /contact and /sell).
    // After the site's group, which takes first what the app itself imports (the honeypot and
    // linked words: the footer's newsletter form draws them too), so no page without a form fetches this file.
    sources: [
      'src/ui/pageColumn.',
      'src/ui/FormPageHeader.',
      'src/ui/navyPanel.',
      'src/ui/sidePanel.',
      'src/ui/PointTick.',
      'src/forms/contactFormStyles.',
      'src/forms/EnquiryFormFrame.',
    ],
  },
];

/**
 * Packages a module imports for their side effects only, although they have none the site needs:
 * @emotion/react imports hoist-non-react-statics (and with it react-is) that way, for withTheme,
 * which the site never calls. Declared free of side effects, they stay out of every page (0.9 KB).
 */
const sideEffectFreePackages = ['hoist-non-react-statics', 'react-is'];

/** Rolldown's treeshake option for the declaration above. */
export const moduleSideEffects = (id: string) =>
  !sideEffectFreePackages.some((pkg) => slash(id).includes(`/node_modules/${pkg}/`));

/**
 * Imports answered by a module of the site's own: wouter imports useSyncExternalStore from a shim
 * for React 17 and older, which React 19 makes dead weight (0.2 KB on every page).
 */
export const packageStandIns = (projectRoot: string) => [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: `${slash(projectRoot)}/scripts/siteBuild/vite/reactSyncExternalStore.ts`,
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
      return (
        packages.some((pkg) => path.includes(`/node_modules/${pkg}/`)) ||
        sources.some((prefix) => inProject.startsWith(prefix) || path.includes(prefix))
      );
    },
  }));
}
