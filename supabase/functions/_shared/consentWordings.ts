import type { EnquiryRouting } from './enquiryEmail.ts';
import type { RpcClient } from './outbox.ts';

/**
 * Tells the database which consent wording the site publishes, from the site's own /enquiries.json
 * (written by the build from data/site.json): the database refuses a sign-up with any other wording.
 * Adding is idempotent and never removes a wording, so a page still open from before a change works.
 * Run by the hosted notify-team on every call and by the local notifier when the file changes.
 */
export async function publishConsentWordings(client: RpcClient, routing: EnquiryRouting): Promise<number> {
  // The listing alerts' wording is kept in the same table, so their consent is recorded alike.
  const wordings = [routing.newsletter?.consent, routing.alerts?.consent].filter(Boolean);
  if (wordings.length === 0) return 0;
  const { data, error } = await client.rpc('publish_newsletter_consent_wordings', { wordings });
  if (error) throw new Error(`publish_newsletter_consent_wordings: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}

/**
 * Tells the database which listings the site publishes (public.publish_listings): a listing new
 * since the last call, or whose price moved into an alert's range, is queued for the alerts it
 * matches. Run with the consent wordings, by notify-team on every call and by the local notifier
 * when the built site's file changes.
 */
export async function publishListings(client: RpcClient, routing: EnquiryRouting): Promise<unknown> {
  if (!routing.alerts) return undefined;
  const { data, error } = await client.rpc('publish_listings', { listings: routing.alerts.listings });
  if (error) throw new Error(`publish_listings: ${error.message}`);
  return data;
}
