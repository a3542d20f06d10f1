import createCache from '@emotion/cache';

/** Server and browser must use the same key, or the browser cannot adopt the server's styles. */
export const createEmotionCache = () => createCache({ key: 'css' });
