import type { Email, EnquiryRouting } from '../_shared/enquiryEmail.ts';
import { publishConsentWordings, publishListings } from '../_shared/consentWordings.ts';
import {
  drainAlertConfirmationOutbox,
  drainAlertOutbox,
  drainAlertQuestionOutbox,
  drainConfirmationOutbox,
  drainOutbox,
  drainValuationOutbox,
  drainWelcomeOutbox,
  type RpcClient,
} from '../_shared/outbox.ts';

/**
 * The hosted notifier: a Supabase Edge Function that a Database Webhook calls on every new
 * contact message, valuation request and newsletter sign-up (and a cron job every few minutes, for retries and
 * re-subscriptions). It drains both outboxes (the team's enquiry emails, the subscribers' welcome
 * emails) through the e-mail API. Web-standard Request and Response only, so Node tests run it as it is.
 */
export interface NotifyTeamEnvironment {
  /** Given to every Edge Function by Supabase. */
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** The deployed site, whose /enquiries.json names the team's address and the pages. */
  SITE_URL?: string;
  /** The sender, e.g. "Ashdown Group website <website@ashdowngroup.example>": a domain the e-mail service has verified. */
  MAIL_FROM?: string;
  /** An e-mail API that takes { from, to, reply_to, subject, text, headers } as JSON with a Bearer key (Resend's by default). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Shared with the webhook and the cron job: a request without it is refused. */
  NOTIFY_SECRET?: string;
}

const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';
const REQUIRED = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
  'MAIL_FROM',
  'MAIL_API_KEY',
  'NOTIFY_SECRET',
] as const;

export interface NotifyTeamDependencies {
  env: NotifyTeamEnvironment;
  createClient(url: string, key: string): RpcClient;
  fetch?: typeof fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createNotifyTeamHandler({ env, createClient, fetch: fetchImpl = fetch }: NotifyTeamDependencies) {
  async function loadRouting(siteUrl: string): Promise<EnquiryRouting> {
    const response = await fetchImpl(`${siteUrl}/enquiries.json`);
    if (!response.ok) throw new Error(`${siteUrl}/enquiries.json answered ${response.status}`);
    return { ...((await response.json()) as EnquiryRouting), siteUrl };
  }

  function sendThroughApi(url: string, key: string) {
    return async (email: Email) => {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          reply_to: email.replyTo,
          subject: email.subject,
          text: email.text,
          ...(email.headers ? { headers: email.headers } : {}),
        }),
      });
      if (!response.ok)
        throw new Error(`The e-mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    };
  }

  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return json(405, { error: 'POST only' });
    const missing = REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0)
      return json(500, { error: `Not configured: set ${missing.join(', ')} (supabase secrets set ...)` });
    if (request.headers.get('Authorization') !== `Bearer ${env.NOTIFY_SECRET}`)
      return json(401, { error: 'Unauthorized' });
    try {
      const siteUrl = env.SITE_URL!.replace(/\/+$/, '');
      const options = {
        client: createClient(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!),
        send: sendThroughApi(env.MAIL_API_URL || DEFAULT_MAIL_API_URL, env.MAIL_API_KEY!),
        routing: await loadRouting(siteUrl),
        from: env.MAIL_FROM!,
      };
      // The deployed site's consent wording, known to the database before anything else.
      await publishConsentWordings(options.client, options.routing);
      // The deployed listings: new ones and prices moved into a range are queued for the alerts.
      await publishListings(options.client, options.routing);
      const report = await drainOutbox(options);
      const valuations = await drainValuationOutbox(options);
      // The one-click unsubscribe and confirmation links point at this project's functions.
      const functionsUrl = `${env.SUPABASE_URL!.replace(/\/+$/, '')}/functions/v1`;
      const welcomes = await drainWelcomeOutbox({ ...options, functionsUrl });
      const confirmations = await drainConfirmationOutbox({ ...options, functionsUrl });
      const alertConfirmations = await drainAlertConfirmationOutbox({ ...options, functionsUrl });
      const alerts = await drainAlertOutbox({ ...options, functionsUrl });
      // Quiet alerts: asked once whether to continue, paused when unanswered.
      const alertQuestions = await drainAlertQuestionOutbox({ ...options, functionsUrl });
      // Failures stay in the outbox with their error, for the next call to retry; 200 either way,
      // so the webhook does not also retry what the outbox already will.
      return json(200, { ...report, valuations, welcomes, confirmations, alertConfirmations, alerts, alertQuestions });
    } catch (error) {
      // A message, never a stack: the function's logs keep the whole error.
      console.error('notify-team:', error);
      return json(502, { error: error instanceof Error ? error.message : 'The notifications could not be sent' });
    }
  };
}
