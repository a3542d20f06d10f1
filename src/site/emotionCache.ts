import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * No stylis plugins: Emotion's default vendor prefixer writes -webkit-box, -ms-flexbox and the
 * like beside every flex, grid, transform and placeholder rule, over a quarter of the critical
 * CSS inlined in each page, for browsers too old to run the site's ES2022 bundles anyway. The
 * prefixes that newer Safari still needs (-webkit-user-select, -webkit-text-size-adjust) are
 * written by hand where they are used.
 *
 * One array for every cache: on the server Emotion keeps the rules it has compiled in a memo
 * keyed by this array (and the key), so each page's new cache (entryServer.tsx) finds the rules
 * the pages before it compiled. A new `[]` per cache compiled every rule again on every page.
 */
const noStylisPlugins: StylisPlugin[] = [];

/** Server and browser must use the same key, or the browser cannot adopt the server's styles. */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: noStylisPlugins });
