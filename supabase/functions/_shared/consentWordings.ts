import type { EnquiryRouting } from './enquiryEmail.ts';
import type { RpcClient } from './outbox.ts';

/**
 * Tells the database which consent wording the site publishes, from the site's own /enquiries.json
 * (written by the build from data/site.json): the database refuses a sign-up with any other wording.
 * Adding is idempotent and never removes a wording, so a page still open from before a change works.
 * Run by the hosted notify-team on every call and by the local notifier when the file changes.
 */
export async function publishConsentWordings(client: RpcClient, routing: EnquiryRouting): Promise<number> {
  const consent = routing.newsletter?.consent;
  if (!consent) return 0;
  const { data, error } = await client.rpc('publish_newsletter_consent_wordings', { wordings: [consent] });
  if (error) throw new Error(`publish_newsletter_consent_wordings: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}
