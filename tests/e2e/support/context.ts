/** What globalSetup shares with the test files (vitest provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The shipped build (dist-e2e/), served like `npm start`. */
    baseUrl: string;
    /** The same site built with VITE_E2E_CRASH=true (dist-e2e-crash/), only for the failure page. */
    crashBaseUrl: string;
    backendUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** One Chromium for the whole run; each file connects to it. */
    wsEndpoint: string;
    distDir: string;
    crashDistDir: string;
    /** The routes buildSite pre-rendered. */
    builtRoutes: string[];
  }
}

export {};
