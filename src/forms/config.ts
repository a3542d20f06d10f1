/** The local backend (scripts/dev/local-supabase), used when no hosted project is configured. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The Supabase CLI's well-known local anon key (role anon, iss supabase-demo, signed with the
 * local development secret). Public by design and useless against a hosted project.
 * scripts/dev/local-supabase/keys.ts signs the same token; tests/local-supabase/keys.test.ts checks.
 */
export const LOCAL_SUPABASE_ANON_KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
  /** True when the site talks to the local backend because no hosted project is configured. */
  isLocal: boolean;
}

/**
 * Which Supabase project the forms talk to: the hosted one named by VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, or the local backend when neither is set. Setting only one of the two
 * is a mistake worth stopping for, not a reason to fall back silently.
 */
export function resolveSupabaseConfig(env: Record<string, string | undefined>): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  if (!url && !anonKey) return { url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY, isLocal: true };
  if (!url || !anonKey) {
    throw new Error(`${url ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL'} is missing: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither to use the local backend.`);
  }
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not "${url}".`);
  return { url: url.replace(/\/+$/, ''), anonKey, isLocal: false };
}

/** The configuration compiled into the browser bundle (Vite inlines import.meta.env at build time).
 *  Called only when a form is used, so pre-rendering in Node never reads it. */
export function browserSupabaseConfig(): SupabaseConfig {
  // Undefined outside Vite (tests that import the forms in Node).
  const viteEnv = import.meta.env as Partial<Record<string, string>> | undefined;
  return resolveSupabaseConfig({
    VITE_SUPABASE_URL: viteEnv?.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: viteEnv?.VITE_SUPABASE_ANON_KEY,
  });
}
