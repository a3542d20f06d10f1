export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Which Supabase project the forms talk to: the one named by VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, or undefined when neither is set. Setting only one of the two is a
 * mistake worth stopping for. The browser bundle holds no fallback: for the local backend, the
 * build and the dev server set both variables themselves (scripts/lib/localSupabase.ts).
 */
export function resolveSupabaseConfig(env: Record<string, string | undefined>): SupabaseConfig | undefined {
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  if (!url && !anonKey) return undefined;
  if (!url || !anonKey) {
    throw new Error(
      `${url ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL'} is missing: set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither to use the local backend.`,
    );
  }
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not "${url}".`);
  return { url: url.replace(/\/+$/, ''), anonKey };
}

/** The configuration compiled into the browser bundle (Vite inlines import.meta.env at build time).
 *  Called only when a form is used, so pre-rendering in Node never reads it. */
export function browserSupabaseConfig(): SupabaseConfig {
  // Undefined outside Vite (tests that import the forms in Node).
  const viteEnv = import.meta.env as Partial<Record<string, string>> | undefined;
  const config = resolveSupabaseConfig({
    VITE_SUPABASE_URL: viteEnv?.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: viteEnv?.VITE_SUPABASE_ANON_KEY,
  });
  // The form turns this into its failure notice; the console says why.
  if (!config)
    throw new Error(
      'The forms are not configured: this bundle was built without VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.',
    );
  return config;
}
