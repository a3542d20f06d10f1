import createCache from '@emotion/cache';

/**
 * Server and browser must use the same key, or the browser cannot adopt the server's styles.
 *
 * No stylis plugins: Emotion's default vendor prefixer writes -webkit-box, -ms-flexbox and the
 * like beside every flex, grid, transform and placeholder rule, over a quarter of the critical
 * CSS inlined in each page, for browsers older than the build's ES2022 target (Safari 15.4,
 * Chrome 94, Firefox 93) can run. The few prefixes those still need (Safari's
 * -webkit-user-select and -webkit-text-size-adjust) are written by hand where they are used.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [] });
