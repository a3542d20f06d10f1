import createCache from '@emotion/cache';
import type { Plugin } from 'vite';
import { globalRules } from '../../../src/site/globalRules.ts';

const ID = 'virtual:global-rules.css';
const RESOLVED = `\0${ID}`;

/**
 * The site's global rules (src/site/globalRules.ts) as a plain stylesheet, `virtual:global-rules.css`,
 * which entryClient.tsx imports, so they join the stylesheet every page links (and caches)
 * instead of being written into each page's document. Compiled by Emotion's own cache, so the
 * CSS is what Emotion wrote into the page before. A change to the rules needs a new build (or a
 * restart of the dev server): they are read once, when the plugin loads.
 */
export function globalRulesCss(): Plugin {
  return {
    name: 'global-rules-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // On the server (no document), Emotion's cache returns the compiled rules instead of inserting them.
      const cache = createCache({ key: 'css' });
      const rules = cache.insert('', { name: 'global', styles: globalRules, next: undefined }, cache.sheet, true);
      if (typeof rules !== 'string') throw new Error('Emotion did not return the global rules as text');
      return rules;
    },
  };
}
