import createCache from '@emotion/cache';

/**
 * Server and browser must use the same key, or the browser cannot adopt the server's styles.
 *
 * No stylis plugins: Emotion's default vendor prefixer writes -webkit-box, -ms-flexbox and the
 * like beside every flex, grid, transform and placeholder rule, over a quarter of the critical
 * CSS inlined in each page, for browsers too old to run the site's ES2022 bundles anyway. The
 * prefixes that newer Safari still needs (-webkit-user-select, -webkit-text-size-adjust) are
 * written by hand where they are used.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [] });
