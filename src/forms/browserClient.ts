import { createClient } from '@supabase/supabase-js';
import { browserSupabaseConfig } from './config.ts';

/**
 * Creates the browser's Supabase client. Imported only with import() (see supabaseClient.ts), so
 * supabase-js and the project's URL and key, with the checks on them, download when a visitor
 * first uses a form rather than with every page.
 */
export function createBrowserClient() {
  const { url, anonKey } = browserSupabaseConfig();
  return createClient(url, anonKey);
}
