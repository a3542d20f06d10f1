// Deno entry point of the newsletter-confirm Edge Function (deployed with
// `supabase functions deploy newsletter-confirm --no-verify-jwt`: the link is opened without a key).
// Everything it runs is in handler.ts, which the local backend serves too and tests/security exercises.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createNewsletterConfirmHandler } from './handler.ts';

Deno.serve(
  createNewsletterConfirmHandler({
    env: Deno.env.toObject(),
    createClient: (url, key) => createClient(url, key, { auth: { persistSession: false } }),
  }),
);
