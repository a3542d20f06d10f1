import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import with in the browser's build (`__vitePreload`). */
const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Vite's helper, cut to what this site uses: the base is "/", every browser the site supports
 * knows modulepreload, no Content-Security-Policy nonce (the policy allows scripts by origin and
 * the loader by hash) and nothing listens for "vite:preloadError", so a failed import simply
 * rejects. Each dependency is fetched once: skipped when the document already links it (the
 * pages' app loader preloads every chunk of the first load), a stylesheet awaited before the
 * module runs, as Vite's does. Every page fetches the helper: 0.8 KB gzipped as Vite writes it,
 * 0.3 KB as here.
 */
const preloadHelperCode = `const seen = {};
let linked;
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    const href = new URL('/' + dep, location.href).href;
    const css = dep.endsWith('.css');
    if (!linked) {
      linked = new Set();
      for (const link of document.getElementsByTagName('link')) {
        linked.add('m' + link.href);
        if (link.rel === 'stylesheet') linked.add('s' + link.href);
      }
    }
    if (href in seen || linked.has((css ? 's' : 'm') + href)) return seen[href];
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    return (seen[href] = css ? new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    }) : undefined);
  })).then(() => load());
`;

export const preloadHelper = (): Plugin => ({
  name: 'site-preload-helper',
  enforce: 'pre',
  apply: 'build',
  load: (id) => (id === preloadHelperId ? preloadHelperCode : undefined),
});
