import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { standIns } from './checkBundle.ts';

const browser = (name: string) => fileURLToPath(new URL(`../browser/${name}`, import.meta.url));

/**
 * React DOM's renderer to a string alone. `react-dom/server` for browsers joins two renderers,
 * the one behind renderToString and the streaming one behind renderToReadableStream, which the
 * site's server renderer (entryServer.tsx) never calls but the bundle cannot leave out of a
 * CommonJS module: about a quarter of what preview.js weighed. (The package's exports name no
 * such path, so it is found beside its package.json; the production build, as bundle() sets.)
 */
const STRING_RENDERER = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-server-legacy.browser.production.js',
);

/**
 * Beside the check's stand-ins: node:fs as the check's memory file system with the writers that
 * the page's modules import and the preview never calls, no Node streams for Emotion's server,
 * and React DOM's string renderer alone for `react-dom/server`.
 */
const previewStandIns: Plugin = {
  name: 'editor-preview-stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'node:fs' && !importer?.endsWith('/previewFs.ts')) return browser('previewFs.ts');
    if (['through', 'html-tokenize', 'multipipe'].includes(source)) return browser('noNodeStreams.ts');
    if (source === 'react-dom/server') return STRING_RENDERER;
    return null;
  },
  // The server renderer's side of the blocks (src/blocks/components.ts): every component draws
  // here. (Vite sets import.meta.env.SSR from the build's kind, over a define.)
  transform: (code) => (code.includes('import.meta.env.SSR') ? code.replaceAll('import.meta.env.SSR', 'true') : null),
};

/**
 * The hosted editor's preview as modules for the editor's page (admin/preview.js, and
 * admin/preview/ for what it loads on demand): the content's loading and the site's server
 * renderer with every block's component, bundled for the browser with the check's stand-ins for
 * Node's modules. Loaded only on /admin/, only once a preview pane opens. Built once per process.
 */
let built: Promise<Map<string, string>> | undefined;
export const previewBundle = (): Promise<Map<string, string>> => (built ??= bundle());

/** The bundle's files by path under admin/: preview.js and the chunks it imports, in preview/. */
async function bundle(): Promise<Map<string, string>> {
  // React's production build and JSX compiled for it, whatever NODE_ENV the caller runs under: under
  // vitest ("test") the JSX would call jsxDEV, which React's production runtime does not have
  // ("(void 0) is not a function" as the page is drawn). buildSite.ts sets it the same way.
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await bundleForProduction();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

async function bundleForProduction(): Promise<Map<string, string>> {
  const output = await build({
    mode: 'production',
    configFile: false,
    logLevel: 'silent',
    // The site's JSX goes through Emotion, as sitePlugins compiles it.
    plugins: [previewStandIns, standIns, react({ jsxImportSource: '@emotion/react' })],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Emotion's build for workers, as on a server: it collects each page's styles for the renderer
    // (extractCriticalToChunks) instead of adding them to the editor's own document.
    resolve: { conditions: ['worker', 'module', 'browser', 'production'] },
    // The chunks are found beside preview.js, wherever the editor is served.
    base: './',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      // Modules (some blocks wait for their server-side part at the top level): the blocks'
      // components and what the site loads on demand (the forms' database client, the gallery's
      // carousel) stay in their own files, fetched only by a preview that draws them.
      rollupOptions: {
        input: browser('previewEntryPoint.ts'),
        // Each block's component in its own file (admin/preview/), fetched by a page that shows it.
        output: { format: 'es', entryFileNames: 'preview.js', chunkFileNames: 'preview/[name]-[hash].js' },
      },
    },
  });
  const result = Array.isArray(output) ? output[0]! : output;
  if (!('output' in result)) throw new Error('the editor preview bundle did not build');
  return new Map(result.output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk.code]] : [])));
}
