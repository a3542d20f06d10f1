// Deno entry point of the newsletter-unsubscribe Edge Function (deployed with
// `supabase functions deploy newsletter-unsubscribe --no-verify-jwt`: mail clients send no key).
// Everything it runs is in handler.ts, which the local backend serves too and tests/mail exercises.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createNewsletterUnsubscribeHandler } from './handler.ts';

Deno.serve(
  createNewsletterUnsubscribeHandler({
    env: Deno.env.toObject(),
    createClient: (url, key) => createClient(url, key, { auth: { persistSession: false } }),
  }),
);
