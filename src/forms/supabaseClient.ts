import type { SupabaseClient } from '@supabase/supabase-js';
import { browserSupabaseConfig } from './config.ts';

/** How long a visitor waits for the database before the form gives up and says so. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** What the submit functions need from the outside world; tests pass a Node client and a short timeout. */
export interface FormBackend {
  getClient(): Promise<SupabaseClient>;
  timeoutMs: number;
  /** Called when a visitor starts on a form, to fetch the client's code before the first submit. */
  preload?(): void;
}

let client: Promise<SupabaseClient> | undefined;

/**
 * The browser's Supabase client, created on first use: supabase-js is its own chunk, downloaded
 * only when a visitor uses a form, and never loaded while pages are pre-rendered. It keeps
 * supabase-js's browser defaults (session in local storage, automatic token refresh).
 */
export function getSupabase(): Promise<SupabaseClient> {
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) => {
      const { url, anonKey } = browserSupabaseConfig();
      return createClient(url, anonKey);
    });
    // A chunk that failed to download (flaky connection) is fetched again on the next attempt.
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
}

export const browserBackend: FormBackend = {
  getClient: getSupabase,
  timeoutMs: REQUEST_TIMEOUT_MS,
  preload: () => void getSupabase().catch(() => undefined),
};
