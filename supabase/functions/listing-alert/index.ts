// Deno entry point of the listing-alert Edge Function (deployed with
// `supabase functions deploy listing-alert --no-verify-jwt`: its links are opened without a key).
// Everything it runs is in handler.ts, which the local backend serves too and the tests exercise.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createListingAlertHandler } from './handler.ts';

Deno.serve(
  createListingAlertHandler({
    env: Deno.env.toObject(),
    createClient: (url, key) => createClient(url, key, { auth: { persistSession: false } }),
  }),
);
