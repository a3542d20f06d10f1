import type { RpcClient } from '../_shared/outbox.ts';

/**
 * One-click unsubscribe (RFC 8058): the welcome email's List-Unsubscribe header points here with
 * the subscriber's token, and List-Unsubscribe-Post tells the mail client to POST
 * "List-Unsubscribe=One-Click". A GET (someone opening the link, or a link scanner) unsubscribes
 * nobody: it is sent on to the site's /unsubscribe page, where one button press does it.
 * Web-standard Request and Response only: the hosted Edge Function and the local backend
 * (scripts/localBackend/supabase) run this same code.
 */
export interface NewsletterUnsubscribeEnvironment {
  /** Given to every Edge Function by Supabase. */
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** The deployed site: its /unsubscribe page, and its /enquiries.json for the team's address. */
  SITE_URL?: string;
}

export interface NewsletterUnsubscribeDependencies {
  env: NewsletterUnsubscribeEnvironment;
  createClient(url: string, key: string): RpcClient;
  fetch?: typeof fetch;
}

type Outcome = 'unsubscribed' | 'already-unsubscribed' | 'unknown-token';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

export function createNewsletterUnsubscribeHandler({
  env,
  createClient,
  fetch: fetchImpl = fetch,
}: NewsletterUnsubscribeDependencies) {
  const siteUrl = () => (env.SITE_URL ?? '').replace(/\/+$/, '');

  /** Where a visitor with a bad link can write: the team's address from the site, when it answers. */
  async function contactLine(): Promise<string> {
    const site = siteUrl();
    if (!site) return 'Reply to any of our emails and we will unsubscribe you.';
    try {
      const response = await fetchImpl(`${site}/enquiries.json`);
      const routing = (await response.json()) as { teamEmail?: string };
      if (response.ok && routing.teamEmail) return `Write to ${routing.teamEmail} and we will unsubscribe you.`;
    } catch {
      // The site did not answer: its contact page is the next best thing.
    }
    return `Write to us through ${site}/contact and we will unsubscribe you.`;
  }

  async function unsubscribe(token: string): Promise<Outcome> {
    const client = createClient(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!);
    const { data, error } = await client.rpc('unsubscribe_newsletter', { token });
    if (error) throw new Error(`unsubscribe_newsletter: ${error.message}`);
    return data as Outcome;
  }

  return async function handle(request: Request): Promise<Response> {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      const site = siteUrl();
      if (site)
        return new Response(null, {
          status: 303,
          headers: { Location: `${site}/unsubscribe?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
        });
      return text(
        200,
        'To unsubscribe from the newsletter, open the link in your email and press the button on the page it opens.',
      );
    }
    if (request.method !== 'POST')
      return text(405, 'Only POST unsubscribes (RFC 8058 one-click).', { Allow: 'GET, POST' });
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      return text(500, 'Unsubscribing is not configured here yet: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
    const body = (await request.text()).trim();
    if (!new URLSearchParams(body).has('List-Unsubscribe'))
      return text(400, 'A one-click unsubscribe sends "List-Unsubscribe=One-Click" as its body.');
    try {
      const outcome = await unsubscribe(token);
      if (outcome === 'unsubscribed')
        return text(200, 'You are unsubscribed: you will receive no more newsletters from us.');
      if (outcome === 'already-unsubscribed')
        return text(200, 'You were already unsubscribed: you will receive no more newsletters from us.');
      return text(400, `This unsubscribe link is not valid. ${await contactLine()}`);
    } catch (error) {
      // A message, never a stack: the function's logs keep the whole error.
      console.error('newsletter-unsubscribe:', error);
      return text(
        502,
        `You could not be unsubscribed just now. Please try again in a few minutes. ${await contactLine()}`,
      );
    }
  };
}
