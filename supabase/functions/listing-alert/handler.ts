import type { RpcClient } from '../_shared/outbox.ts';
import type { AlertSearch } from '../_shared/alertSearch.ts';
import { managePage, page, paragraph, button } from './page.ts';

/**
 * A listing alert's links (supabase/functions/_shared/listingAlertEmail.ts), without an account:
 *   ?confirm=<token>  the confirmation email's: a page whose button starts the alert (a link
 *                     scanner's GET confirms nothing);
 *   ?token=<token>    every alert email's: the alert's page (change the search, pause, resume,
 *                     unsubscribe), and its one-click unsubscribe (RFC 8058: a POST whose body is
 *                     "List-Unsubscribe=One-Click").
 * Web-standard Request and Response only: the hosted Edge Function and the local backend
 * (scripts/localBackend/supabase) run this same code, as for newsletter-unsubscribe.
 */
interface ListingAlertEnvironment {
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** The deployed site: its /enquiries.json names the areas and the team's address. */
  SITE_URL?: string;
}

export interface ListingAlertDependencies {
  env: ListingAlertEnvironment;
  createClient(url: string, key: string): RpcClient;
  fetch?: typeof fetch;
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

const UNKNOWN =
  'This link is not valid: it may be more than 6 months old, or the alert was deleted. Ask for a new alert on our listings page, or reply to any of our emails.';

const OUTCOMES: Record<string, string> = {
  paused: 'Your alert is paused: we will send nothing until you resume it.',
  resumed: 'Your alert runs again: new homes that match reach you at most once a day.',
  unsubscribed: 'You are unsubscribed from this alert: you will receive no more emails about it.',
  'already-unsubscribed': 'You were already unsubscribed from this alert: you will receive no more emails about it.',
  changed: 'Your search is saved: new homes that match it reach you at most once a day.',
};

const KEPT = 'Thank you: your alert continues. New homes that match it reach you at most once a day.';

/** "" and anything but a whole number are "any". */
const wholeOrNull = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\d{1,11}$/.test(value.trim()) ? Number(value.trim()) : null;

export function createListingAlertHandler({ env, createClient, fetch: fetchImpl = fetch }: ListingAlertDependencies) {
  async function rpc(name: string, args: Record<string, unknown>): Promise<{ data: unknown; failed?: string }> {
    const { data, error } = await createClient(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!).rpc(name, args);
    if (error) return { data: undefined, failed: error.message };
    return { data };
  }

  /** The areas' names from the site, or none (the page then offers "any area" and "elsewhere"). */
  async function areas(): Promise<Record<string, string>> {
    const site = (env.SITE_URL ?? '').replace(/\/+$/, '');
    if (!site) return {};
    try {
      const response = await fetchImpl(`${site}/enquiries.json`);
      const routing = (await response.json()) as { alerts?: { areas?: Record<string, string> } };
      return response.ok ? (routing.alerts?.areas ?? {}) : {};
    } catch {
      return {};
    }
  }

  async function confirm(request: Request, token: string): Promise<Response> {
    if (request.method !== 'POST')
      return page(
        200,
        'Confirm your listing alert',
        paragraph('Press the button to start emailing you new homes that match your search, at most once a day.') +
          button('confirm', 'Start my alert'),
      );
    const { data, failed } = await rpc('confirm_listing_alert', { token });
    if (failed) throw new Error(`confirm_listing_alert: ${failed}`);
    if (data === 'confirmed' || data === 'already-confirmed')
      return page(
        200,
        'Your alert is on',
        paragraph(
          'New homes that match your search will reach you at most once a day. Every email has a link to change, pause or stop it.',
        ),
      );
    return page(
      400,
      'This link is not valid',
      paragraph(
        'It may have been more than 7 days. Ask for the alert again on our listings page to receive a new one.',
      ),
    );
  }

  async function manage(request: Request, token: string): Promise<Response> {
    const show = async (note = '') => {
      const { data, failed } = await rpc('listing_alert_for_token', { token });
      if (failed) throw new Error(`listing_alert_for_token: ${failed}`);
      const alert = data as (AlertSearch & { paused: boolean; unsubscribed: boolean; kept?: boolean }) | null;
      if (!alert) return page(400, 'This link is not valid', paragraph(UNKNOWN));
      if (alert.unsubscribed)
        return page(200, 'Your listing alert', paragraph(note || OUTCOMES['already-unsubscribed']!));
      // Following the question's link (20261128131000) is the answer: the alert is kept.
      return managePage(alert, await areas(), note || (alert.kept ? KEPT : ''));
    };
    if (request.method === 'GET' || request.method === 'HEAD') return show();
    if (request.method !== 'POST') return text(405, 'Open the link from the email.');
    const body = await request.text();
    const form = new URLSearchParams(body);
    // RFC 8058: the mail client's one-click POST, answered in plain words.
    if (form.get('List-Unsubscribe') === 'One-Click') {
      const { data, failed } = await rpc('manage_listing_alert', { token, action: 'unsubscribe' });
      if (failed) throw new Error(`manage_listing_alert: ${failed}`);
      if (data === 'unknown-token') return text(400, UNKNOWN);
      return text(200, OUTCOMES[data as string] ?? OUTCOMES.unsubscribed!);
    }
    const action = form.get('action') ?? '';
    if (!['pause', 'resume', 'unsubscribe', 'change'].includes(action)) return show();
    const search =
      action === 'change'
        ? {
            area: /^[a-z0-9-]{1,80}$/.test(form.get('area') ?? '') ? form.get('area') : null,
            offer: ['sale', 'lease'].includes(form.get('offer') ?? '') ? form.get('offer') : null,
            min_price: wholeOrNull(form.get('min_price')),
            max_price: wholeOrNull(form.get('max_price')),
            bedrooms: wholeOrNull(form.get('bedrooms')),
          }
        : null;
    if (search && search.min_price !== null && search.max_price !== null && search.max_price < search.min_price)
      return show('Not saved: the highest price is below the lowest. Change one of them and save again.');
    if (search && search.bedrooms !== null && search.bedrooms > 20)
      return show('Not saved: the number of bedrooms is at most 20.');
    const { data, failed } = await rpc('manage_listing_alert', { token, action, search });
    if (failed) return show('Not saved: check the search and try again.');
    if (data === 'unknown-token') return page(400, 'This link is not valid', paragraph(UNKNOWN));
    return show(OUTCOMES[data as string] ?? '');
  }

  return async function handle(request: Request): Promise<Response> {
    if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
      return text(500, 'Listing alerts are not configured here yet: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
    const params = new URL(request.url).searchParams;
    try {
      if (params.has('confirm')) return await confirm(request, params.get('confirm') ?? '');
      return await manage(request, params.get('token') ?? '');
    } catch (error) {
      // A message, never a stack: the function's logs keep the whole error.
      console.error('listing-alert:', error);
      return text(502, 'Your alert could not be reached just now. Please try again in a few minutes.');
    }
  };
}
