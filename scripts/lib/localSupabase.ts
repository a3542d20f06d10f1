/**
 * The local backend's address and key (scripts/localBackend/supabase), for builds and tools on this
 * machine. Node only: a build for hosting never sees them (scripts/siteBuild/buildSite.ts compiles
 * them into the site only when no hosted project is configured and it is not a deploy build).
 */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The Supabase CLI's well-known local anon key (role anon, iss supabase-demo, signed with the
 * local development secret). Public by design and useless against a hosted project.
 * scripts/localBackend/supabase/keys.ts signs the same token; tests/localSupabase/keys.test.ts checks.
 */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Vite's variables for a build or dev server that posts the forms to the local backend. */
export const localSupabaseEnv = {
  VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
};
