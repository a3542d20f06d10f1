import type { EnquiryRouting } from '../../../supabase/functions/_shared/enquiryEmail.ts';
import { publishConsentWordings, publishListings } from '../../../supabase/functions/_shared/consentWordings.ts';
import {
  backOff,
  drainAlertConfirmationOutbox,
  drainAlertOutbox,
  drainAlertQuestionOutbox,
  drainConfirmationOutbox,
  drainOutbox,
  drainValuationOutbox,
  drainWelcomeOutbox,
  type DrainReport,
  type SendEmail,
} from '../../../supabase/functions/_shared/outbox.ts';
import { restRpcClient } from '../../lib/restRpcClient.ts';

export interface EnquiryNotifierOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  send: SendEmail;
  routing: EnquiryRouting;
  from: string;
  /** How often the outbox is looked at: an email reaches the catcher within about this long. */
  intervalMs?: number;
  retryAfterSeconds?: (attempts: number) => number;
  /** How often contact messages past the retention period are deleted (at start, then hourly). */
  retentionIntervalMs?: number;
  log?: (line: string) => void;
  /** The site's current routing (its /enquiries.json, rewritten by every rebuild), read each
   *  interval: a changed consent wording is published to the database at once. */
  currentRouting?: () => Promise<EnquiryRouting>;
}

/** What one drain sent: the team's enquiry emails, and the welcome emails to new subscribers. */
interface NotifierReport extends DrainReport {
  /** The team's emails about valuation requests from /sell. */
  valuations: DrainReport;
  welcomes: DrainReport;
  /** Re-subscriptions' confirmation emails to the address's owner. */
  confirmations: DrainReport;
  /** Listing alerts: their confirmation emails, and the emails of new homes. */
  alertConfirmations: DrainReport;
  alerts: DrainReport;
  /** Quiet alerts asked whether to continue, and those paused for not answering. */
  alertQuestions: DrainReport & { paused: number };
}

export interface EnquiryNotifier {
  /** Sends what is due now (the poll does the same every interval). */
  drain(): Promise<NotifierReport>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the hosted webhook: looks at the outboxes every second and emails what is
 * due through the same drainOutbox() and drainWelcomeOutbox() the Edge Function runs. A failed send stays queued with its
 * error (npm run submissions shows it) and is retried after its back-off.
 */
/** An SMTP or API error can quote the recipient: the log names no address (the team's aside). */
const withoutAddresses = (text: unknown) => String(text).replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');

export function startEnquiryNotifier({
  supabaseUrl,
  serviceRoleKey,
  send,
  routing,
  from,
  intervalMs = 1_000,
  retryAfterSeconds = backOff,
  retentionIntervalMs = 3_600_000,
  log = console.log,
  currentRouting,
}: EnquiryNotifierOptions): EnquiryNotifier {
  const client = restRpcClient(supabaseUrl, serviceRoleKey);
  // The one-click links point at this backend's /functions/v1, as hosted at the project's.
  const functionsUrl = `${supabaseUrl.replace(/\/+$/, '')}/functions/v1`;
  let running: Promise<NotifierReport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastProblem = '';
  let publishedConsent: string | undefined;
  let publishedListings: string | undefined;

  /** The wordings and the listings of the site as built now: published when they change (a rebuild). */
  async function publishSite(): Promise<EnquiryRouting> {
    const current = currentRouting ? await currentRouting().catch(() => routing) : routing;
    const consent = JSON.stringify([current.newsletter?.consent, current.alerts?.consent]);
    if (consent !== publishedConsent) {
      await publishConsentWordings(client, current);
      publishedConsent = consent;
    }
    const listings = JSON.stringify(current.alerts?.listings);
    if (listings !== publishedListings) {
      await publishListings(client, current);
      publishedListings = listings;
    }
    return current;
  }

  async function drainBoth(): Promise<NotifierReport> {
    const current = await publishSite();
    const enquiries = await drainOutbox({ client, send, routing, from, retryAfterSeconds });
    const options = { client, send, routing, from, retryAfterSeconds, functionsUrl };
    return {
      ...enquiries,
      valuations: await drainValuationOutbox(options),
      welcomes: await drainWelcomeOutbox(options),
      confirmations: await drainConfirmationOutbox(options),
      alertConfirmations: await drainAlertConfirmationOutbox({ ...options, routing: current }),
      alerts: await drainAlertOutbox({ ...options, routing: current }),
      alertQuestions: await drainAlertQuestionOutbox({ ...options, routing: current }),
    };
  }

  function drain(): Promise<NotifierReport> {
    // One drain at a time; a caller during one waits for it.
    running ??= drainBoth().finally(() => (running = undefined));
    return running;
  }

  async function tick() {
    try {
      const report = await drain();
      for (const id of report.sent) log(`[mail] enquiry no. ${id} emailed to ${routing.teamEmail}`);
      for (const { messageId, error } of report.failed)
        log(
          `[mail] enquiry no. ${messageId} not emailed yet (${withoutAddresses(error)}): it stays queued and is retried`,
        );
      for (const id of report.valuations.sent) log(`[mail] valuation request no. ${id} emailed to the team`);
      for (const { messageId, error } of report.valuations.failed)
        log(`[mail] valuation request no. ${messageId} not emailed yet (${withoutAddresses(error)}): it stays queued`);
      for (const id of report.welcomes.sent) log(`[mail] welcome email sent to newsletter sign-up no. ${id}`);
      for (const { messageId, error } of report.welcomes.failed)
        log(
          `[mail] welcome email to sign-up no. ${messageId} not sent yet (${withoutAddresses(error)}): it stays queued and is retried`,
        );
      for (const id of report.confirmations.sent) log(`[mail] confirmation email sent to newsletter sign-up no. ${id}`);
      for (const { messageId, error } of report.confirmations.failed)
        log(
          `[mail] confirmation email to sign-up no. ${messageId} not sent yet (${withoutAddresses(error)}): it stays queued`,
        );
      for (const id of report.alertConfirmations.sent)
        log(`[mail] confirmation email sent for listing alert no. ${id}`);
      for (const id of report.alerts.sent) log(`[mail] new homes emailed for listing alert no. ${id}`);
      for (const id of report.alertQuestions.sent) log(`[mail] listing alert no. ${id} asked whether to continue`);
      if (report.alertQuestions.paused > 0)
        log(`[mail] ${report.alertQuestions.paused} listing alert(s) paused: their question went unanswered`);
      const alertFailures = [
        ...report.alertConfirmations.failed,
        ...report.alerts.failed,
        ...report.alertQuestions.failed,
      ];
      for (const { messageId, error } of alertFailures)
        log(`[mail] listing alert no. ${messageId} not emailed yet (${withoutAddresses(error)}): it stays queued`);
      lastProblem = '';
    } catch (error) {
      // Said once, not every second: the database is down or not migrated.
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) log(`[mail] the outbox could not be read: ${withoutAddresses(problem)}`);
      lastProblem = problem;
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  }

  // The retention job, as pg_cron runs it on the hosted project (docs/LEADS.md).
  async function applyRetention() {
    const { data, error } = await client.rpc('delete_expired_contact_messages', {});
    if (error)
      log(`[mail] contact messages past the retention period could not be deleted: ${withoutAddresses(error.message)}`);
    else if (typeof data === 'number' && data > 0)
      log(`[mail] deleted ${data} contact messages past the retention period`);
  }
  const retention = setInterval(() => void applyRetention(), retentionIntervalMs);
  void applyRetention();

  timer = setTimeout(() => void tick(), 0);
  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(retention);
      await running?.catch(() => undefined);
    },
  };
}
