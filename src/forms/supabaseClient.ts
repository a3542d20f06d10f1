import type { SupabaseClient } from '@supabase/supabase-js';
import { loadOnce } from './loadOnce.ts';

/** How long a visitor waits for the database before the form gives up and says so. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The status PostgREST gives the database's hourly limits (SQLSTATE PT429). */
export const TOO_MANY_REQUESTS = 429;

/** What the submit functions need from the outside world; tests pass a Node client and a short timeout. */
export interface FormBackend {
  getClient(): Promise<SupabaseClient>;
  timeoutMs: number;
  /** Called when a visitor starts on a form, to fetch the client's code before the first submit. */
  preload?(): void;
}

/**
 * The browser's Supabase client, created on first use: supabase-js and the project's settings
 * travel in a chunk of their own (browserClient.ts), downloaded only when a visitor uses a
 * form, and never loaded while pages are pre-rendered. It keeps supabase-js's browser defaults
 * (session in local storage, automatic token refresh).
 */
const getSupabase: () => Promise<SupabaseClient> = loadOnce(async () =>
  (await import('./browserClient.ts')).createBrowserClient(),
);

export const browserBackend: FormBackend = {
  getClient: getSupabase,
  timeoutMs: REQUEST_TIMEOUT_MS,
  preload: () => void getSupabase().catch(() => undefined),
};
