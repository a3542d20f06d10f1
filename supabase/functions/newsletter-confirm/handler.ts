import type { RpcClient } from '../_shared/outbox.ts';

/**
 * The link of the confirmation email (supabase/functions/_shared/confirmationEmail.ts): an address
 * that unsubscribed is subscribed again only when this is opened with the token sent to it.
 * Web-standard Request and Response only: the hosted Edge Function and the local backend
 * (scripts/localBackend/supabase) run this same code, as for newsletter-unsubscribe.
 */
interface NewsletterConfirmEnvironment {
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
}

export interface NewsletterConfirmDependencies {
  env: NewsletterConfirmEnvironment;
  createClient(url: string, key: string): RpcClient;
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export function createNewsletterConfirmHandler({ env, createClient }: NewsletterConfirmDependencies) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'POST') return text(405, 'Open the link from the email.');
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      return text(500, 'Confirming is not configured here yet: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    try {
      const { data, error } = await createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY).rpc(
        'confirm_newsletter_subscription',
        { token },
      );
      if (error) throw new Error(`confirm_newsletter_subscription: ${error.message}`);
      if (data === 'confirmed')
        return text(200, 'You are subscribed again. A welcome email with your unsubscribe link is on its way.');
      return text(
        400,
        'This confirmation link is not valid: it may have been used already or be more than 7 days old. Sign up again on our website to receive a new one.',
      );
    } catch (error) {
      // A message, never a stack: the function's logs keep the whole error.
      console.error('newsletter-confirm:', error);
      return text(502, 'Your subscription could not be confirmed just now. Please try again in a few minutes.');
    }
  };
}
