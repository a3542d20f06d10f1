// Deno entry point of the notify-team Edge Function (deployed with `supabase functions deploy notify-team`).
// Everything it runs is in handler.ts, which tests/mail/notifyTeamFunction.test.ts exercises in Node.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createNotifyTeamHandler } from './handler.ts';

Deno.serve(
  createNotifyTeamHandler({
    env: Deno.env.toObject(),
    createClient: (url, key) => createClient(url, key, { auth: { persistSession: false } }),
  }),
);
